package reqlog

import (
	"fmt"
	"strings"
)

// The latency units a generic CSV's -audit-unit takes, in ns.
var units = map[string]int64{"ns": 1, "us": 1e3, "µs": 1e3, "ms": 1e6, "s": 1e9}

// genericCSV: any CSV with a header, its send, latency and (optionally)
// connection and request type columns named by -audit-send,
// -audit-latency, -audit-conn and -audit-type.
// The send is a time since the epoch, its unit told by its magnitude, or
// an offset from the start in the latency's unit.
type genericCSV struct {
	csvHeader
	g                   Generic
	send, latency, conn int
	typ                 int // the type's column, -1 if none
	labels              labelSet
	latencyNs           int64
	sendUnit            int64 // 0 until the first line; -1 for an offset
	step                int64 // the send's resolution, from its first value's decimals
	conns               names
}

func newGenericCSV(g Generic) (*genericCSV, error) {
	if g.Send == "" || g.Latency == "" {
		return nil, fmt.Errorf("⟨format⟩ csv needs ⟨send⟩ and ⟨latency⟩: the columns of the send and the latency")
	}
	if g.LatencyUnit != "" {
		if _, ok := units[g.LatencyUnit]; !ok {
			return nil, fmt.Errorf("⟨unit⟩ %q: want ns, us, ms or s", g.LatencyUnit)
		}
	}
	return &genericCSV{g: g, conn: -1, typ: -1, labels: newLabelSet()}, nil
}

func (c *genericCSV) header(first string) (bool, error) {
	if err := c.parse(first); err != nil {
		return false, err
	}
	var err error
	if c.send, err = c.index(c.g.Send, string(SetSend)); err != nil {
		return false, err
	}
	if c.latency, err = c.index(c.g.Latency, string(SetLatency)); err != nil {
		return false, err
	}
	if c.g.Conn != "" {
		if c.conn, err = c.index(c.g.Conn, string(SetConn)); err != nil {
			return false, err
		}
		c.conns = names{}
	}
	if c.g.Type != "" {
		if c.typ, err = c.index(c.g.Type, string(SetType)); err != nil {
			return false, err
		}
	}
	unit := c.g.LatencyUnit
	if unit == "" {
		unit = unitInName(c.names[c.latency])
	}
	if unit == "" {
		return false, fmt.Errorf("⟨latency⟩ %q: its header names no unit; give ⟨unit⟩ ns, us, ms or s", c.names[c.latency])
	}
	c.latencyNs = units[unit]
	return true, nil
}

// unitInName finds a unit in a column's name: latency_ms, elapsed (ms),
// duration-us.
func unitInName(name string) string {
	n := strings.ToLower(name)
	for _, u := range []string{"ns", "us", "µs", "ms", "s"} {
		for _, form := range []string{"_" + u, "-" + u, "(" + u + ")", "[" + u + "]", " " + u} {
			if strings.HasSuffix(n, form) {
				return u
			}
		}
	}
	return ""
}

func (c *genericCSV) resolution() int64    { return c.step }
func (c *genericCSV) labelNames() []string { return c.labels.names }

// decimals counts the digits after a number's point.
func decimals(s string) int {
	if i := strings.IndexByte(s, '.'); i >= 0 {
		return len(strings.TrimSpace(s)) - i - 1
	}
	return 0
}

func pow10(n int) int64 {
	p := int64(1)
	for range min(n, 18) {
		p *= 10
	}
	return p
}

func (c *genericCSV) line(l string) (sample, rowKind, error) {
	f, err := fields(l, len(c.names))
	if err != nil {
		return sample{}, rowOther, err
	}
	lat, err := scaled(f[c.latency], c.latencyNs)
	if err != nil {
		return sample{}, rowOther, fmt.Errorf("the latency: %w", err)
	}
	r := sample{LatencyNs: lat, Conn: NoConn}
	if c.sendUnit == 0 {
		if _, unit, err := epoch(f[c.send]); err == nil {
			c.sendUnit = unit
			c.step = max(1, unit/pow10(decimals(f[c.send])))
		} else {
			c.sendUnit = -1
			c.step = max(1, c.latencyNs/pow10(decimals(f[c.send])))
		}
	}
	if c.sendUnit > 0 {
		if r.SendNs, _, err = epoch(f[c.send]); err != nil {
			return sample{}, rowOther, err
		}
	} else {
		if r.SendNs, err = scaled(f[c.send], c.latencyNs); err != nil {
			return sample{}, rowOther, fmt.Errorf("the send %q is neither a time since the epoch nor an offset", f[c.send])
		}
	}
	if c.typ >= 0 {
		r.Label = c.labels.of(f[c.typ])
	}
	if c.conn >= 0 {
		r.Conn = c.conns.of(f[c.conn])
	}
	return r, rowRequest, nil
}

// CheckGeneric checks a generic CSV's columns and unit as given.
func CheckGeneric(g Generic) error {
	_, err := newGenericCSV(g)
	return err
}

// its clock from its timestamps' unit

// its clock from its timestamps' format

// its latency is written to the µs

// any other binary log

var genericFormat = format{name: FormatCSV, lines: func(rd Reading) (lineReader, error) { return newGenericCSV(rd.Generic) }}
