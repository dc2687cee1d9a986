package openschedule

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Parse reads a schedule in the Open Model Thread Group's grammar. An
// error names the position and what was there, as JMeter's does.
func Parse(text string) (Schedule, error) {
	toks, err := tokenize(text)
	if err != nil {
		return Schedule{}, err
	}
	s := Schedule{Text: text}
	if n, err := strconv.ParseInt(strings.TrimSpace(text), 10, 32); err == nil && len(toks) == 1 {
		// JMeter's whole-number schedule (a Kotlin Int): N arrivals in the
		// first second, evenly
		s.Steps = []Step{{Even: true, DurSec: 1, BeginPerSec: float64(n), EndPerSec: float64(n), Arrivals: int64(n)}}
		return s, nil
	}
	p := parser{text: text, toks: toks}
	if err := p.parse(); err != nil {
		return Schedule{}, err
	}
	if err := p.steps(&s); err != nil {
		return Schedule{}, err
	}
	return s, nil
}

// A parser reads tokens into the grammar's steps: a rate (perSec ≥ 0),
// arrivals (dur > 0 or 0, even or random), or a concurrency limit (none
// of the arrivals' business: JMeter's generator skips it too).
type parser struct {
	text  string
	toks  []token
	pos   int
	raw   []rawStep
	last  float64 // the last rate given, for a pause
	total float64 // the arrivals steps' seconds so far
}

type rawStep struct {
	rate    bool
	perSec  float64
	even    bool
	durSec  float64
	atToken int
}

func (p *parser) peek() (token, bool) {
	if p.pos >= len(p.toks) {
		return token{}, false
	}
	return p.toks[p.pos], true
}

func (p *parser) fail(what string) error {
	if t, ok := p.peek(); ok {
		return posError(p.text, t.pos, what)
	}
	return fmt.Errorf("schedule %s: %s at its end", shown(p.text), what)
}

// expect consumes the token image, or fails.
func (p *parser) expect(image, what string) error {
	if t, ok := p.peek(); !ok || !strings.EqualFold(t.image, image) {
		return p.fail("want " + what)
	}
	p.pos++
	return nil
}

func (p *parser) parse() error {
	for p.pos < len(p.toks) {
		t := p.toks[p.pos]
		word := strings.ToLower(t.image)
		if t.num || !isStep(word) {
			return p.fail("want rate, concurrency, random_arrivals, even_arrivals or pause")
		}
		p.pos++
		if err := p.expect("(", "( after "+t.image); err != nil {
			return err
		}
		switch word {
		case "rate":
			r, err := p.rate()
			if err != nil {
				return err
			}
			p.raw = append(p.raw, rawStep{rate: true, perSec: r, atToken: t.pos})
			p.last = r
		case "concurrency":
			n, ok := p.peek()
			v, err := strconv.ParseFloat(n.image, 64)
			if !ok || !n.num || err != nil || v < 1 || v != math.Floor(v) {
				return p.fail("want a whole number of threads, 1 or more, for concurrency")
			}
			p.pos++
		case "random_arrivals", "even_arrivals", "pause":
			d, err := p.duration()
			if err != nil {
				return err
			}
			if p.total += d; p.total > MaxSeconds {
				return p.fail(fmt.Sprintf("a schedule longer than %d s", int64(MaxSeconds)))
			}
			switch {
			case word != "pause":
				p.raw = append(p.raw, rawStep{even: word == "even_arrivals", durSec: d, atToken: t.pos})
			case p.last == 0:
				p.raw = append(p.raw, rawStep{even: true, durSec: d, atToken: t.pos}, rawStep{rate: true, perSec: p.last})
			default:
				p.raw = append(p.raw, rawStep{rate: true, perSec: p.last}, rawStep{rate: true}, rawStep{even: true, durSec: d, atToken: t.pos},
					rawStep{rate: true}, rawStep{rate: true, perSec: p.last})
			}
		}
		if err := p.expect(")", ") after "+t.image+"'s argument"); err != nil {
			return err
		}
	}
	return nil
}

func isStep(word string) bool {
	switch word {
	case "rate", "concurrency", "random_arrivals", "even_arrivals", "pause":
		return true
	}
	return false
}

// rate reads N/unit, N per unit, or 0 alone, in arrivals a second.
func (p *parser) rate() (float64, error) {
	n, ok := p.peek()
	if !ok || !n.num {
		return 0, p.fail("want a number for rate")
	}
	v, err := strconv.ParseFloat(n.image, 64)
	if err != nil || math.IsInf(v, 0) {
		return 0, p.fail("want a number for rate")
	}
	p.pos++
	if next, ok := p.peek(); v == 0 && ok && next.image == ")" {
		return 0, nil
	}
	if next, ok := p.peek(); !ok || next.image != "/" && !strings.EqualFold(next.image, "per") {
		return 0, p.fail("want / or per and a unit after rate's number")
	}
	p.pos++
	unit, err := p.unit()
	if err != nil {
		return 0, err
	}
	return v / unit, nil
}

// duration reads one or more numbers each with its unit, or 0 alone, in
// seconds.
func (p *parser) duration() (float64, error) {
	var sec float64
	for {
		n, ok := p.peek()
		if !ok || !n.num {
			return 0, p.fail("want a number for a duration")
		}
		v, err := strconv.ParseFloat(n.image, 64)
		if err != nil || math.IsInf(v, 0) {
			return 0, p.fail("want a number for a duration")
		}
		p.pos++
		if next, ok := p.peek(); v == 0 && ok && next.image == ")" {
			return sec, nil
		}
		unit, err := p.unit()
		if err != nil {
			return 0, err
		}
		if sec += v * unit; sec > MaxSeconds {
			return 0, p.fail(fmt.Sprintf("a duration longer than %d s", int64(MaxSeconds)))
		}
		if next, ok := p.peek(); !ok || !next.num {
			return sec, nil
		}
	}
}

// unit reads a time unit, in seconds.
func (p *parser) unit() (float64, error) {
	t, ok := p.peek()
	if !ok || t.num || t.image == "(" || t.image == ")" || t.image == "/" {
		return 0, p.fail("want a unit: ms, sec, min, hour or day")
	}
	w := strings.ToLower(t.image)
	var sec float64
	switch {
	case w == "ms":
		sec = 0.001
	case w == "s" || strings.HasPrefix(w, "sec"):
		sec = 1
	case w == "m" || strings.HasPrefix(w, "min"):
		sec = 60
	case w == "h" || strings.HasPrefix(w, "hour"):
		sec = 3600
	case w == "d" || strings.HasPrefix(w, "day"):
		sec = 86400
	default:
		return 0, p.fail("want a unit: ms, sec, min, hour or day")
	}
	p.pos++
	return sec, nil
}

// steps lays the raw steps out as JMeter's generator walks them: a rate
// sets the next arrivals' beginning rate; arrivals end at the rate of a
// rate step right after them, or keep their beginning rate; each starts
// where the one before ended.
func (p *parser) steps(s *Schedule) error {
	begin, at, total := 0.0, 0.0, int64(0)
	for i, r := range p.raw {
		if r.rate {
			begin = r.perSec
			continue
		}
		end := begin
		if i+1 < len(p.raw) && p.raw[i+1].rate {
			end = p.raw[i+1].perSec
		}
		st := Step{Even: r.even, StartSec: at, DurSec: r.durSec, BeginPerSec: begin, EndPerSec: end, Before: total}
		mean := (begin + end) / 2 * r.durSec
		if mean > MaxArrivals || total+int64(mean) > MaxArrivals {
			return posError(p.text, r.atToken, fmt.Sprintf("more than %d arrivals", int64(MaxArrivals)))
		}
		st.Arrivals = int64(mean) // 3.7 arrivals are 3, as JMeter's toInt() makes them
		total += st.Arrivals
		at += r.durSec
		if r.durSec > 0 {
			if len(s.Steps) == MaxSteps {
				return posError(p.text, r.atToken, fmt.Sprintf("more than %d arrivals steps", MaxSteps))
			}
			s.Steps = append(s.Steps, st)
		}
	}
	return nil
}
