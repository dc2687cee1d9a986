package reqlog

import (
	"errors"
	"fmt"
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

// dateFields are a timestamp's fields as parse reads them.
type dateFields struct {
	year, month, day, hour, minute, second, milli, offsetS int64
	pm, twelve                                             bool
}

// parse reads s in the pattern, to ns since the epoch.
func (f *dateFormat) parse(s string) (int64, error) {
	d := dateFields{year: 1970, month: 1, day: 1}
	rest := s
	for i, t := range f.tokens {
		var err error
		switch {
		case t.letter == 0:
			if !strings.HasPrefix(rest, t.literal) {
				return 0, errDate
			}
			rest = rest[len(t.literal):]
		case t.numeric():
			abut := i+1 < len(f.tokens) && f.tokens[i+1].numeric()
			rest, err = d.number(t, rest, abut)
		default:
			rest, err = d.text(t, rest)
		}
		if err != nil {
			return 0, err
		}
	}
	if rest != "" {
		return 0, errDate
	}
	if d.twelve && d.pm {
		d.hour += 12
	}
	if d.month < 1 || d.month > 12 || d.day < 1 || d.day > daysIn(d.year, d.month) || d.hour > 23 || d.minute > 59 || d.second > 60 || d.milli > 999 || d.year < 1970 || d.year > 2200 {
		return 0, errDate
	}
	secs := ((daysFromCivil(d.year, d.month, d.day)*24+d.hour)*60+d.minute)*60 + d.second - d.offsetS
	return secs*1e9 + d.milli*1e6, nil
}

// number reads a numeric field at the start of rest: as many digits as
// there are, or where the next field is numeric too (abut) exactly as
// many as the pattern's letters, SimpleDateFormat's rule for abutting
// fields.
func (d *dateFields) number(t dateToken, rest string, abut bool) (string, error) {
	width := len(rest) - len(strings.TrimLeft(rest, "0123456789"))
	if abut {
		width = min(width, t.count)
	}
	if width == 0 || width > 9 {
		return rest, errDate
	}
	var v int64
	for _, c := range rest[:width] {
		v = v*10 + int64(c-'0')
	}
	switch t.letter {
	case 'y', 'u':
		if t.count == 2 && width == 2 {
			v += 2000 // SimpleDateFormat's yy: within 80 years before the writer's day, 2000s for a log
		}
		d.year = v
	case 'M':
		d.month = v
	case 'd':
		d.day = v
	case 'H':
		d.hour = v
	case 'k':
		d.hour = v % 24
	case 'K':
		d.hour, d.twelve = v, true
	case 'h':
		d.hour, d.twelve = v%12, true
	case 'm':
		d.minute = v
	case 's':
		d.second = v
	case 'S':
		d.milli = v
	}
	return rest[width:], nil
}

// text reads a field of words at the start of rest: a month's or a day's
// name, AM or PM, or a zone.
func (d *dateFields) text(t dateToken, rest string) (string, error) {
	switch t.letter {
	case 'M': // a month's name
		low := strings.ToLower(rest)
		for k, m := range monthNames {
			if strings.HasPrefix(low, m) {
				d.month = int64(k + 1)
				n := len(strings.TrimLeft(low[3:], "abcdefghijklmnopqrstuvwxyz."))
				return rest[len(rest)-n:], nil
			}
		}
		return rest, errDate
	case 'E': // a day's name
		n := len(strings.TrimLeft(rest, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ."))
		if n == len(rest) {
			return rest, errDate
		}
		return rest[len(rest)-n:], nil
	case 'a':
		switch {
		case len(rest) >= 2 && strings.EqualFold(rest[:2], "PM"):
			d.pm = true
		case len(rest) >= 2 && strings.EqualFold(rest[:2], "AM"):
		default:
			return rest, errDate
		}
		return rest[2:], nil
	}
	var err error
	d.offsetS, rest, err = zoneOffset(rest) // z, Z and X
	return rest, err
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
		return 0, s, fmt.Errorf("%w: a zone that is not an offset, Z, GMT or UTC (a name such as CET cannot be read: give ⟨time-format⟩ without the zone)", errDate)
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
	if n == 4 && s[3] == ':' { // four digits: s holds five bytes or more
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

// CheckTimeFormat checks a SimpleDateFormat pattern given with
// -audit-time-format.
func CheckTimeFormat(pattern string) error {
	_, err := parseDateFormat(pattern)
	return err
}
