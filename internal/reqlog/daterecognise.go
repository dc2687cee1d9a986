package reqlog

import (
	"regexp"
	"strings"
)

// dateShape recognises the timestamps JMeter users write: a date of
// year, month and day in either order with /, - or ., a time to the
// second with or without a fraction, and an AM/PM or a zone.
var dateShape = regexp.MustCompile(`^(\d{1,4})([/.-])(\d{1,2})([/.-])(\d{1,4})([ T])(\d{1,2}):(\d{2})(?::(\d{2})(?:([.,])(\d{1,9}))?)?( ?[AaPp][Mm])?( ?(?:Z|GMT|UTC|[+-]\d{2}(?::?\d{2})?))?$`)

// recogniseDate returns the SimpleDateFormat pattern a timestamp is
// written in, or "" if it is none that dateShape knows. Where day and
// month could be either way round, a part over 12 decides; else, with /,
// month first (JMeter's own "MM/dd/yy HH:mm:ss" and the US default), and
// with . or -, day first.
func recogniseDate(s string) string {
	m := dateShape.FindStringSubmatch(s)
	if m == nil || m[2] != m[4] {
		return ""
	}
	a, b, c := m[1], m[3], m[5]
	sep := m[2]
	var date string
	switch {
	case len(a) == 4:
		date = "yyyy" + sep + "MM" + sep + "dd"
	case len(a) <= 2 && (len(c) == 4 || len(c) == 2):
		year := "yyyy"
		if len(c) == 2 {
			year = "yy"
		}
		dayFirst := sep != "/"
		switch {
		case atoi(a) > 12:
			dayFirst = true
		case atoi(b) > 12:
			dayFirst = false
		}
		if dayFirst {
			date = "dd" + sep + "MM" + sep + year
		} else {
			date = "MM" + sep + "dd" + sep + year
		}
	default:
		return ""
	}
	hour := "HH"
	if m[12] != "" {
		hour = "hh"
	}
	p := date + strings.ReplaceAll(m[6], "T", "'T'") + hour + ":mm"
	if m[9] != "" {
		p += ":ss"
	}
	if m[11] != "" {
		p += m[10] + strings.Repeat("S", len(m[11]))
	}
	if m[12] != "" {
		p += strings.Repeat(" ", len(m[12])-2) + "a"
	}
	if z := m[13]; z != "" {
		p += strings.Repeat(" ", len(z)-len(strings.TrimLeft(z, " "))) + "X"
	}
	return p
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}
