// Package listing finds the two client loops in a disassembly of the
// report's binary, compares them instruction by instruction, and names
// the registers' roles, for the README's quotation of the compiled loops.
package listing

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// The machine code of the two client loops comes from run.sh, which
// disassembles the binary it is about to run; the report checks the
// binary's hash and keeps the disassembly in the raw file as asm lines:
//
//	# sha256 <hex of bin/report>
//	TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
//	  loop.go:42		0x526f35		4d29e7			SUBQ R12, R15
//	…
//
// This package finds the two inner loops in it and compares them.

// loopSymbols are the functions whose loops are quoted, closed first.
var loopSymbols = [...]string{"coordinated-omission/sim.runClosed", "coordinated-omission/sim.runOpen"}

// An Instruction is one line of go tool objdump output.
type Instruction struct {
	Pos  string // file:line
	Addr uint64
	Text string // the instruction, e.g. "SUBQ R12, R15"
}

var objdumpLine = regexp.MustCompile(`^\s+(\S+)\s+0x([0-9a-f]+)\s+[0-9a-f]+\s+(.+)$`)

// functions parses a disassembly into each symbol's instructions.
func functions(asm []string) map[string][]Instruction {
	funcs := map[string][]Instruction{}
	symbol := ""
	for _, l := range asm {
		if rest, ok := strings.CutPrefix(l, "TEXT "); ok {
			symbol, _, _ = strings.Cut(rest, "(SB)")
			continue
		}
		if m := objdumpLine.FindStringSubmatch(l); m != nil && symbol != "" {
			addr, _ := strconv.ParseUint(m[2], 16, 64)
			funcs[symbol] = append(funcs[symbol], Instruction{Pos: m[1], Addr: addr, Text: strings.TrimSpace(m[3])})
		}
	}
	return funcs
}

var jumpTarget = regexp.MustCompile(`^(J[A-Z]+) 0x([0-9a-f]+)$`)

// innerLoop returns the hot loop of a function: the instructions from the
// target of its first backward conditional jump, in address order, to that
// jump.
func innerLoop(code []Instruction) []Instruction {
	for i, in := range code {
		m := jumpTarget.FindStringSubmatch(in.Text)
		if m == nil || m[1] == "JMP" {
			continue
		}
		target, _ := strconv.ParseUint(m[2], 16, 64)
		if target >= in.Addr {
			continue
		}
		for j := range code[:i] {
			if code[j].Addr == target {
				return code[j : i+1]
			}
		}
	}
	return nil
}

// A Comparison is what the report can check about the two loops.
type Comparison struct {
	HaveAsm        bool // the raw file has a disassembly
	Found          bool // it has both inner loops
	Closed, Open   []Instruction
	Calls          []string // CALL instructions anywhere in either function, e.g. runtime.panicIndex
	Renamed        bool     // the loops are the same up to register names but for Differs
	Differs        int      // index of the one Instruction that differs, if Renamed
	DiffersIsStore bool     // that Instruction computes the value the loop stores
	// Annotated: each loop's lines carry the role of what they compute,
	// derived from the code; ClosedLines and OpenLines are the quoted lines.
	Annotated              bool
	ClosedLines, OpenLines []string
	ClosedMinus, OpenMinus string            // what the differing Instruction subtracts from the completion
	RoleOf                 map[string]string // the closed loop's registers at its head
}

var register = regexp.MustCompile(`\b(R[0-9]+|[A-D]X|SI|DI|BP|SP|X[0-9]+)\b`)

// Compare compares the two inner loops Instruction by Instruction.
// Jump targets are taken relative to each loop's start, and registers are
// matched by a consistent renaming, since the allocator may give the same
// value a different register in each function.
func Compare(asm []string) Comparison {
	funcs := functions(asm)
	c := Comparison{HaveAsm: len(asm) > 0, Closed: innerLoop(funcs[loopSymbols[0]]), Open: innerLoop(funcs[loopSymbols[1]])}
	c.Found = len(c.Closed) > 0 && len(c.Open) > 0
	if !c.Found {
		return c
	}
	for _, sym := range loopSymbols {
		for _, in := range funcs[sym] {
			if strings.HasPrefix(in.Text, "CALL") {
				c.Calls = append(c.Calls, in.Text)
			}
		}
	}
	c.annotate()
	if len(c.Closed) != len(c.Open) {
		return c
	}
	for skip := range c.Closed {
		if renamedEqual(c.Closed, c.Open, skip) {
			c.Renamed, c.Differs = true, skip
			break
		}
	}
	if c.Renamed {
		// The differing Instruction writes the register that the next store
		// to memory stores: it computes the recorded latency.
		d := c.Closed[c.Differs]
		regs := register.FindAllString(d.Text, -1)
		if len(regs) > 0 && c.Differs+1 < len(c.Closed) {
			next := c.Closed[c.Differs+1].Text
			c.DiffersIsStore = strings.HasPrefix(next, "MOVQ "+regs[len(regs)-1]+", ") && strings.Contains(next, "(")
		}
	}
	return c
}

// renamedEqual reports whether a and b are equal but for Instruction skip,
// under one consistent renaming of registers and with jump targets taken
// relative to each loop's start.
func renamedEqual(a, b []Instruction, skip int) bool {
	fwd, back := map[string]string{}, map[string]string{}
	for i := range a {
		if i == skip {
			continue
		}
		x, y := normalize(a[i], a[0].Addr), normalize(b[i], b[0].Addr)
		if register.ReplaceAllString(x, "R") != register.ReplaceAllString(y, "R") {
			return false
		}
		rx, ry := register.FindAllString(x, -1), register.FindAllString(y, -1)
		for k := range rx {
			if m, ok := fwd[rx[k]]; ok && m != ry[k] {
				return false
			}
			if m, ok := back[ry[k]]; ok && m != rx[k] {
				return false
			}
			fwd[rx[k]], back[ry[k]] = ry[k], rx[k]
		}
	}
	return true
}

// normalize rewrites a jump's absolute target as an offset from start.
func normalize(in Instruction, start uint64) string {
	if m := jumpTarget.FindStringSubmatch(in.Text); m != nil {
		target, _ := strconv.ParseUint(m[2], 16, 64)
		return fmt.Sprintf("%s start%+d", m[1], int64(target)-int64(start))
	}
	return in.Text
}

// annotate quotes both loops with the role of what each line computes,
// when the analysis can tell.
func (c *Comparison) annotate() {
	rc, ro := deriveRoles(c.Closed), deriveRoles(c.Open)
	c.ClosedLines, c.OpenLines = quote(c.Closed, annotate(c.Closed, rc)), quote(c.Open, annotate(c.Open, ro))
	if rc == nil || ro == nil {
		return
	}
	c.Annotated, c.RoleOf = true, rc
	c.ClosedMinus, c.OpenMinus = subtrahend(c.Closed, rc), subtrahend(c.Open, ro)
}

// subtrahend returns what loop's SUBQ subtracts from the completion.
func subtrahend(loop []Instruction, r roles) string {
	for _, in := range loop {
		if m := subRE.FindStringSubmatch(in.Text); m != nil {
			return r[m[1]]
		}
	}
	return ""
}

// quote returns the loop's lines: address, source line, Instruction and,
// if notes is not nil, a comment.
func quote(loop []Instruction, notes []string) []string {
	out := make([]string, len(loop))
	for k, in := range loop {
		out[k] = in.String()
		if notes != nil && notes[k] != "" {
			out[k] = fmt.Sprintf("%-48s ; %s", out[k], notes[k])
		}
	}
	return out
}

// Roles lists the closed loop's registers at its head by role, in the
// order the model names them: "R13 due, R12 start, …".
func (c Comparison) Roles() string {
	var parts []string
	for _, role := range []string{"due", "start", "done", "next stall", "samples", "i", "service", "interval", "n"} {
		for reg, r := range c.RoleOf {
			if r == role {
				parts = append(parts, reg+" "+role)
			}
		}
	}
	return strings.Join(parts, ", ")
}

// String returns the instruction as quoted: address, source line, text.
func (in Instruction) String() string {
	return fmt.Sprintf("%#x  %-11s %s", in.Addr, in.Pos, in.Text)
}
