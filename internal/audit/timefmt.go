package audit

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
)

// A dateFormat reads timestamps written by Java's SimpleDateFormat in one
// pattern, as JMeter writes them where
// jmeter.save.saveservice.timestamp_format is a pattern, not ms. It reads
// the letters y M d H k K h m s S a E z Z X and quoted or bare literals.
// Two readings follow SimpleDateFormat, not intuition: S counts
// milliseconds, so "07:09:45.0069" under SSSS is 69 ms past the second;
// and a time with no zone is taken as UTC, since only the differences
// between a log's timestamps matter to an audit (a clock change within
// the run would show as an hour's jump).
type dateFormat struct {
	pattern string
	tokens  []dateToken
	// resolutionNs is how finely the pattern writes time: 1 ms with S,
	// else 1 s with s, else 1 min.
	resolutionNs int64
}

// A dateToken is a field of the pattern (a letter repeated count times)
// or a literal (letter 0).
type dateToken struct {
	letter  byte
	count   int
	literal string
}

// errDate is the error of a timestamp that does not follow its pattern.
var errDate = errors.New("does not follow the time format")

// parseDateFormat compiles a SimpleDateFormat pattern.
func parseDateFormat(pattern string) (*dateFormat, error) {
	f := &dateFormat{pattern: pattern, resolutionNs: 60e9}
	for i := 0; i < len(pattern); {
		c := pattern[i]
		switch {
		case c == '\'':
			j := strings.IndexByte(pattern[i+1:], '\'')
			if j < 0 {
				return nil, fmt.Errorf("time format %q: a quote that does not close", pattern)
			}
			lit := pattern[i+1 : i+1+j]
			if j == 0 {
				lit = "'" // '' is a quote
			}
			f.tokens = append(f.tokens, dateToken{literal: lit})
			i += j + 2
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			if !strings.ContainsRune("yMdHkKhmsSaEzZXu", rune(c)) {
				return nil, fmt.Errorf("time format %q: the letter %c is not one an audit reads (y M d H k K h m s S a E z Z X)", pattern, c)
			}
			n := 1
			for i+n < len(pattern) && pattern[i+n] == c {
				n++
			}
			f.tokens = append(f.tokens, dateToken{letter: c, count: n})
			switch c {
			case 'S':
				f.resolutionNs = 1e6
			case 's':
				f.resolutionNs = min(f.resolutionNs, 1e9)
			}
			i += n
		default:
			f.tokens = append(f.tokens, dateToken{literal: string(c)})
			i++
		}
	}
	if !f.has('y') || !f.has('M') || !f.has('d') || !f.has('H') && !f.has('h') && !f.has('k') && !f.has('K') {
		return nil, fmt.Errorf("time format %q: want at least a year, a month, a day and an hour (y, M, d, H)", pattern)
	}
	return f, nil
}

func (f *dateFormat) has(letter byte) bool {
	for _, t := range f.tokens {
		if t.letter == letter {
			return true
		}
	}
	return false
}

// numeric reports whether a token reads digits.
func (t dateToken) numeric() bool {
	return t.letter != 0 && strings.IndexByte("yMdHkKhmsSu", t.letter) >= 0 && !(t.letter == 'M' && t.count >= 3)
}

var monthNames = []string{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"}

// parse reads s in the pattern, to ns since the epoch.
func (f *dateFormat) parse(s string) (int64, error) {
	var year, month, day, hour, minute, second, milli, offsetS int64 = 1970, 1, 1, 0, 0, 0, 0, 0
	pm, twelve := false, false
	rest := s
	for i, t := range f.tokens {
		if t.letter == 0 {
			if !strings.HasPrefix(rest, t.literal) {
				return 0, errDate
			}
			rest = rest[len(t.literal):]
			continue
		}
		if t.numeric() {
			width := len(rest) - len(strings.TrimLeft(rest, "0123456789"))
			if i+1 < len(f.tokens) && f.tokens[i+1].numeric() { // abutting fields: exactly count digits
				width = min(width, t.count)
			}
			if width == 0 || width > 9 {
				return 0, errDate
			}
			var v int64
			for _, c := range rest[:width] {
				v = v*10 + int64(c-'0')
			}
			rest = rest[width:]
			switch t.letter {
			case 'y', 'u':
				if t.count == 2 && width == 2 {
					v += 2000 // SimpleDateFormat's yy: within 80 years before the writer's day, 2000s for a log
				}
				year = v
			case 'M':
				month = v
			case 'd':
				day = v
			case 'H':
				hour = v
			case 'k':
				hour = v % 24
			case 'K':
				hour, twelve = v, true
			case 'h':
				hour, twelve = v%12, true
			case 'm':
				minute = v
			case 's':
				second = v
			case 'S':
				milli = v
			}
			continue
		}
		switch t.letter {
		case 'M': // a month's name
			low := strings.ToLower(rest)
			found := false
			for k, m := range monthNames {
				if strings.HasPrefix(low, m) {
					month, found = int64(k+1), true
					n := len(strings.TrimLeft(low[3:], "abcdefghijklmnopqrstuvwxyz."))
					rest = rest[len(rest)-n:]
					break
				}
			}
			if !found {
				return 0, errDate
			}
		case 'E': // a day's name
			n := len(strings.TrimLeft(rest, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ."))
			if n == len(rest) {
				return 0, errDate
			}
			rest = rest[len(rest)-n:]
		case 'a':
			switch {
			case len(rest) >= 2 && strings.EqualFold(rest[:2], "PM"):
				pm = true
			case len(rest) >= 2 && strings.EqualFold(rest[:2], "AM"):
			default:
				return 0, errDate
			}
			rest = rest[2:]
		case 'z', 'Z', 'X':
			var err error
			if offsetS, rest, err = zoneOffset(rest); err != nil {
				return 0, err
			}
		}
	}
	if rest != "" {
		return 0, errDate
	}
	if twelve && pm {
		hour += 12
	}
	if month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || hour > 23 || minute > 59 || second > 60 || milli > 999 || year < 1970 || year > 2200 {
		return 0, errDate
	}
	secs := ((daysFromCivil(year, month, day)*24+hour)*60+minute)*60 + second - offsetS
	return secs*1e9 + milli*1e6, nil
}

// zoneOffset reads a zone at the start of s: Z, an offset (+01, +0100,
// +01:00), or GMT or UTC with or without one; it returns the offset in s
// east of UTC and the rest of s.
func zoneOffset(s string) (int64, string, error) {
	for _, name := range []string{"GMT", "UTC"} {
		if strings.HasPrefix(s, name) {
			s = s[len(name):]
			if s == "" || s[0] != '+' && s[0] != '-' {
				return 0, s, nil
			}
		}
	}
	if strings.HasPrefix(s, "Z") {
		return 0, s[1:], nil
	}
	if s == "" || s[0] != '+' && s[0] != '-' {
		return 0, s, fmt.Errorf("%w: a zone that is not an offset, Z, GMT or UTC (a name such as CET cannot be read: give -audit-time-format without the zone)", errDate)
	}
	sign := int64(1)
	if s[0] == '-' {
		sign = -1
	}
	d := strings.ReplaceAll(s[1:min(len(s), 6)], ":", "")
	n := len(d) - len(strings.TrimLeft(d, "0123456789"))
	if n != 2 && n != 4 {
		return 0, s, errDate
	}
	var hh, mm int64 = int64(d[0]-'0')*10 + int64(d[1]-'0'), 0
	if n == 4 {
		mm = int64(d[2]-'0')*10 + int64(d[3]-'0')
	}
	used := 1 + n
	if n == 4 && len(s) > 3 && s[3] == ':' {
		used++
	}
	return sign * (hh*3600 + mm*60), s[used:], nil
}

// daysFromCivil is the days from 1970-01-01 to the proleptic Gregorian
// date y-m-d (Howard Hinnant's days_from_civil).
func daysFromCivil(y, m, d int64) int64 {
	if m <= 2 {
		y--
	}
	era := y / 400 // y ≥ 1969 here, so no negative division
	yoe := y - era*400
	mp := (m + 9) % 12
	doy := (153*mp+2)/5 + d - 1
	doe := yoe*365 + yoe/4 - yoe/100 + doy
	return era*146097 + doe - 719468
}

func daysIn(y, m int64) int64 {
	switch m {
	case 2:
		if y%4 == 0 && (y%100 != 0 || y%400 == 0) {
			return 29
		}
		return 28
	case 4, 6, 9, 11:
		return 30
	}
	return 31
}

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
	case len(c) == 4 || len(c) == 2:
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
