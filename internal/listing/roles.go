package listing

import (
	"regexp"
	"strings"
)

// The roles of the registers in a client loop, derived from the code:
// which register holds the due time, the start, the completion, and so on.
// The analysis reads the loop as Go's amd64 objdump prints it, operands in
// source-then-destination order, and knows the model's one loop shape:
//
//	CMOVL done, x       x was the due time; it becomes the start, max(due, done)
//	MOVQ x, y           just before the CMOVL: y keeps the due time
//	LEAQ 0(s)(x*1), z   after the CMOVL: z = start + service, the completion
//	LEAQ 0(k)(y*1), w   w = due + interval, the next request's due time
//	MOVQ v, 0(b)(i*8)   v is the latency, b the samples, i the request index
//	CMPQ t, done; Jcc   t is the next stall, against the new completion
//
// Anything else leaves the analysis without an answer, and the listing is
// quoted without annotations.

// roles maps a register to its meaning at the loop's head, the target of
// its backward jump: the values the previous request left.
type roles map[string]string

var (
	cmovRE  = regexp.MustCompile(`^CMOV[A-Z]* (\w+), (\w+)$`)
	movRE   = regexp.MustCompile(`^MOVQ (\w+), (\w+)$`)
	leaRE   = regexp.MustCompile(`^LEAQ 0\((\w+)\)\((\w+)\*1\), (\w+)$`)
	storeRE = regexp.MustCompile(`^MOVQ (\w+), 0\((\w+)\)\((\w+)\*8\)$`)
	subRE   = regexp.MustCompile(`^SUBQ (\w+), (\w+)$`)
	cmpRE   = regexp.MustCompile(`^CMPQ (\w+), (\w+)$`)
	incRE   = regexp.MustCompile(`^INCQ (\w+)$`)
)

// deriveRoles returns the loop head's roles, or nil if the loop is not the
// model's shape.
func deriveRoles(loop []Instruction) roles {
	r := roles{}
	for k, in := range loop {
		if m := cmovRE.FindStringSubmatch(in.Text); m != nil {
			r[m[1]], r[m[2]] = "done", "start"
			if k > 0 {
				if p := movRE.FindStringSubmatch(loop[k-1].Text); p != nil && p[1] == m[2] {
					r[p[2]] = "due"
				}
			}
		}
	}
	for _, in := range loop {
		if m := storeRE.FindStringSubmatch(in.Text); m != nil {
			r[m[2]], r[m[3]] = "samples", "i"
		}
		if m := leaRE.FindStringSubmatch(in.Text); m != nil {
			switch r[m[2]] {
			case "start":
				r[m[1]] = "service"
			case "due":
				r[m[1]] = "interval"
			}
		}
	}
	for k, in := range loop {
		if m := cmpRE.FindStringSubmatch(in.Text); m != nil && k+1 == len(loop)-1 {
			r[m[1]] = "next stall" // compared with the new completion before the jump back
		}
		if m := incRE.FindStringSubmatch(in.Text); m != nil && k+1 < len(loop) {
			if c := cmpRE.FindStringSubmatch(loop[k+1].Text); c != nil && c[2] == m[1] {
				r[c[1]] = "n"
			}
		}
	}
	for _, want := range []string{"done", "start", "due", "samples", "i", "service", "interval", "next stall", "n"} {
		if !r.has(want) {
			return nil
		}
	}
	return r
}

func (r roles) has(meaning string) bool {
	for _, m := range r {
		if m == meaning {
			return true
		}
	}
	return false
}

// annotate returns a comment for each Instruction of loop, walking it from
// the head with the roles, or nil if r is nil.
func annotate(loop []Instruction, r roles) []string {
	if r == nil {
		return nil
	}
	now := roles{}
	for k, v := range r {
		now[k] = v
	}
	out := make([]string, len(loop))
	for k, in := range loop {
		out[k] = now.step(in.Text, k == len(loop)-1)
	}
	return out
}

// step returns the comment for one Instruction and applies its effect.
func (now roles) step(text string, last bool) string {
	switch m := []string(nil); {
	case storeRE.MatchString(text):
		m = storeRE.FindStringSubmatch(text)
		return "samples[i] = " + now[m[1]]
	case subRE.MatchString(text):
		m = subRE.FindStringSubmatch(text)
		s := "latency = " + now[m[2]] + " − " + now[m[1]]
		now[m[2]] = "latency"
		return s
	case movRE.MatchString(text):
		m = movRE.FindStringSubmatch(text)
		now[m[2]] = now[m[1]]
		return "keep " + now[m[1]]
	case leaRE.MatchString(text):
		m = leaRE.FindStringSubmatch(text)
		sum := now[m[2]] + " + " + now[m[1]]
		switch now[m[2]] {
		case "start":
			now[m[3]] = "done"
			return "done = " + sum
		case "due":
			now[m[3]] = "next due"
			return "next due = " + sum
		}
	case incRE.MatchString(text):
		now["next due"] = "due" // the next request is now the current one
		for k, v := range now {
			if v == "next due" {
				now[k] = "due"
			}
		}
		return "i++"
	case cmovRE.MatchString(text):
		m = cmovRE.FindStringSubmatch(text)
		s := "start = max(" + now[m[2]] + ", last " + now[m[1]] + ")"
		now[m[2]] = "start"
		return s
	case cmpRE.MatchString(text):
		m = cmpRE.FindStringSubmatch(text)
		if now[m[1]] == "n" {
			return "i against n"
		}
		return now[m[1]] + " against " + now[m[2]]
	case strings.HasPrefix(text, "JLE"):
		return "every request simulated: return"
	case last && strings.HasPrefix(text, "J"):
		return "no stall before done: back to store its latency"
	}
	return ""
}
