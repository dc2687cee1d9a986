// Package hiding is the rule that says when a tail hides a server's slow
// moments: it is Factor or more times below the truth's. The judged
// tools' verdicts (internal/verdict) and the explorer's words
// (internal/explore) both decide it here, so the page and the README
// cannot disagree.
package hiding

// Factor is how many times below the truth a tail must be, at some tail
// level, to hide the stalls.
const Factor = 3

// Hidden is how many times a figure is below the truth's at one level:
// truth over figure, the figure taken as at least 1 ns.
func Hidden(truthNs, figureNs int64) float64 { return float64(truthNs) / float64(max(figureNs, 1)) }

// Hides reports whether a tail hidden times below the truth's hides the
// slow moments: hidden ≥ Factor.
func Hides(hidden float64) bool { return hidden >= Factor }
