package openschedule

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// A token is one of the grammar's: a word, a number, or one of ( ) /.
type token struct {
	pos   int
	image string
	num   bool
}

// tokenize splits text into tokens, skipping spaces and comments.
func tokenize(text string) ([]token, error) {
	var out []token
	for i := 0; i < len(text); {
		c := rune(text[i])
		switch {
		case unicode.IsSpace(c):
			i++
		case strings.HasPrefix(text[i:], "/*"):
			end := strings.Index(text[i+2:], "*/")
			if end < 0 {
				return nil, posError(text, i, "a comment that does not end")
			}
			i += end + 4
		case strings.HasPrefix(text[i:], "//"):
			for i < len(text) && text[i] != '\n' && text[i] != '\r' {
				i++
			}
		case c == '(' || c == ')' || c == '/':
			out = append(out, token{pos: i, image: string(c)})
			i++
		case c >= '0' && c <= '9' || c == '.':
			j := i
			for j < len(text) && text[j] >= '0' && text[j] <= '9' {
				j++
			}
			if j < len(text) && text[j] == '.' {
				j++
				k := j
				for j < len(text) && text[j] >= '0' && text[j] <= '9' {
					j++
				}
				if j == k {
					return nil, posError(text, i, "a number with nothing after its point")
				}
			}
			out = append(out, token{pos: i, image: text[i:j], num: true})
			i = j
		case c < 128 && unicode.IsLetter(c):
			j := i + 1
			for j < len(text) && (text[j] < 128 && (unicode.IsLetter(rune(text[j])) || unicode.IsDigit(rune(text[j]))) || text[j] == '_') {
				j++
			}
			out = append(out, token{pos: i, image: text[i:j]})
			i = j
		default:
			return nil, posError(text, i, "unexpected input")
		}
	}
	return out, nil
}

// posError is an error at position pos of text, showing up to 20
// characters from it.
func posError(text string, pos int, what string) error {
	return fmt.Errorf("schedule %s: %s at position %d: %q", shown(text), what, pos, text[pos:min(len(text), pos+20)])
}

// shown is a schedule as an error quotes it: its first 60 bytes, and an
// ellipsis for the rest.
func shown(text string) string {
	if len(text) <= 60 {
		return strconv.Quote(text)
	}
	return strconv.Quote(text[:60]) + "…"
}
