package main

import (
	"fmt"
	"strings"
)

// unifiedDiff returns a unified diff of two texts, line by line with three
// lines of context, or "" if they are equal. The files it compares are a few
// hundred lines, so a plain longest-common-subsequence table is enough.
func unifiedDiff(nameA, nameB string, a, b []byte) string {
	if string(a) == string(b) {
		return ""
	}
	x, y := splitLines(string(a)), splitLines(string(b))
	// lcs[i][j] is the LCS length of x[i:] and y[j:].
	lcs := make([][]int, len(x)+1)
	for i := range lcs {
		lcs[i] = make([]int, len(y)+1)
	}
	for i := len(x) - 1; i >= 0; i-- {
		for j := len(y) - 1; j >= 0; j-- {
			if x[i] == y[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	type edit struct {
		op   byte // ' ', '-' or '+'
		text string
		i, j int // line indexes in x and y before this edit
	}
	var edits []edit
	i, j := 0, 0
	for i < len(x) || j < len(y) {
		switch {
		case i < len(x) && j < len(y) && x[i] == y[j]:
			edits = append(edits, edit{' ', x[i], i, j})
			i, j = i+1, j+1
		case i < len(x) && (j == len(y) || lcs[i+1][j] >= lcs[i][j+1]):
			edits = append(edits, edit{'-', x[i], i, j})
			i++
		default:
			edits = append(edits, edit{'+', y[j], i, j})
			j++
		}
	}
	const context = 3
	var out strings.Builder
	fmt.Fprintf(&out, "--- %s\n+++ %s\n", nameA, nameB)
	for k := 0; k < len(edits); {
		if edits[k].op == ' ' {
			k++
			continue
		}
		// A hunk runs from context lines before this change to context lines
		// after the last change that is within 2·context of the previous one.
		start := max(k-context, 0)
		end := k
		for end < len(edits) {
			if edits[end].op != ' ' {
				end++
				continue
			}
			next := end
			for next < len(edits) && edits[next].op == ' ' {
				next++
			}
			if next == len(edits) || next-end > 2*context {
				end = min(end+context, len(edits))
				break
			}
			end = next
		}
		var aLen, bLen int
		for _, e := range edits[start:end] {
			if e.op != '+' {
				aLen++
			}
			if e.op != '-' {
				bLen++
			}
		}
		fmt.Fprintf(&out, "@@ -%d,%d +%d,%d @@\n", edits[start].i+1, aLen, edits[start].j+1, bLen)
		for _, e := range edits[start:end] {
			out.WriteByte(e.op)
			out.WriteString(e.text)
			if !strings.HasSuffix(e.text, "\n") {
				out.WriteString("\n\\ No newline at end of file\n")
			}
		}
		k = end
	}
	return out.String()
}

// splitLines splits s after each newline, keeping the newlines.
func splitLines(s string) []string {
	lines := strings.SplitAfter(s, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	return lines
}
