package rawfile

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
)

// Limits on what Parse reads, so that memory stays bounded whatever the input.
const (
	MaxSize = 256 << 20 // bytes in a raw file
	MaxLine = 1 << 20   // bytes in one line
)

// A SyntaxError is a line Parse refuses, or a whole file (Line 0).
type SyntaxError struct {
	File string
	Line int
	Msg  string
}

func (e *SyntaxError) Error() string {
	if e.Line == 0 {
		return e.File + ": " + e.Msg
	}
	return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
}

// The kinds of line, in the order a file holds them.
const (
	kindConfig = iota
	kindBenchmark
	kindRun
	kindDist
	kindSweep
	kindAsm
	kindResult
	kindChecks
)

var kindNames = [...]string{"configuration", "Benchmark", "run", "dist", "sweep", "asm", "RESULT", "closing"}

// A parser is the state of one Parse.
type parser struct {
	f       *File
	name    string
	line    int
	kind    int // the latest kind of line seen
	results map[string]bool
	config  map[string]bool
}

// Parse parses a raw file read from r; name is used in errors.
func Parse(name string, r io.Reader) (*File, error) {
	p := &parser{f: &File{}, name: name, results: map[string]bool{}, config: map[string]bool{}}
	br := bufio.NewReaderSize(r, 64<<10)
	size := 0
	haveChecks := false
	for {
		text, err := readLine(br, MaxLine)
		if errors.Is(err, io.EOF) && text == "" {
			break // the newline of the last line was the end
		}
		p.line++
		size += len(text) + 1
		switch {
		case errors.Is(err, errLineTooLong):
			return nil, p.errorf("line longer than %d bytes", MaxLine)
		case err != nil && !errors.Is(err, io.EOF):
			return nil, &SyntaxError{File: name, Msg: err.Error()}
		case size > MaxSize:
			return nil, &SyntaxError{File: name, Msg: fmt.Sprintf("larger than %d bytes; a raw file is far smaller", MaxSize)}
		case haveChecks && strings.TrimSpace(text) != "":
			return nil, p.errorf("text after the closing line")
		}
		if err := p.parseLine(text); err != nil {
			return nil, err
		}
		haveChecks = haveChecks || p.kind == kindChecks
		if err != nil { // io.EOF after a last line without a newline
			break
		}
	}
	if !haveChecks {
		return nil, &SyntaxError{File: name, Msg: `no closing line "N checks passed over M runs"`}
	}
	return p.f, nil
}

var errLineTooLong = errors.New("line too long")

// readLine reads one line without its newline, refusing one longer than max.
func readLine(br *bufio.Reader, max int) (string, error) {
	var line []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if len(line)+len(chunk) > max+1 {
			return "", errLineTooLong
		}
		line = append(line, chunk...)
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		return strings.TrimSuffix(string(line), "\n"), err
	}
}

func (p *parser) errorf(format string, args ...any) error {
	return &SyntaxError{File: p.name, Line: p.line, Msg: fmt.Sprintf(format, args...)}
}

// enter moves to kind, refusing a kind of line that belongs earlier.
func (p *parser) enter(kind int) error {
	if kind < p.kind {
		return p.errorf("%s line after the %s lines", kindNames[kind], kindNames[p.kind])
	}
	p.kind = kind
	return nil
}

func (p *parser) parseLine(text string) error {
	if i := strings.IndexByte(text, 0); i >= 0 {
		return p.errorf("NUL byte at column %d; a raw file is text", i+1)
	}
	if text == "" || strings.HasPrefix(text, "#") {
		return nil
	}
	word, _, _ := strings.Cut(text, " ")
	var kind int
	var line func(*parser, string, []string) error
	switch {
	case strings.HasPrefix(word, "Benchmark"):
		kind, line = kindBenchmark, (*parser).benchmark
	case word == "run":
		kind, line = kindRun, (*parser).run
	case word == "dist":
		kind, line = kindDist, (*parser).dist
	case word == "sweep":
		kind, line = kindSweep, (*parser).sweep
	case word == "asm":
		kind, line = kindAsm, (*parser).asm
	case word == "RESULT":
		kind, line = kindResult, (*parser).result
	case checksLine.MatchString(text):
		kind, line = kindChecks, (*parser).checks
	default:
		return p.configLine(text)
	}
	if err := p.enter(kind); err != nil {
		return err
	}
	return line(p, text, strings.Fields(text))
}

func (p *parser) asm(text string, _ []string) error {
	p.f.Asm = append(p.f.Asm, strings.TrimPrefix(strings.TrimPrefix(text, "asm"), " "))
	return nil
}
