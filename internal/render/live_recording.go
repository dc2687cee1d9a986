package render

import "coordinated-omission/internal/results"

// A LiveRecording is one live recording's figures at the live levels, and
// the model's where the model predicts it.
type LiveRecording struct {
	Name     string
	Live     map[Level]Latency
	Model    map[Level]Latency         // the model's recording it is compared with (results.ModelOf)
	ErrorPct map[Level]results.Decimal // live over model minus one, as written
	N        Count
	ModelN   Count // the model's samples
	// Flagged: a self-check of the phase it comes from failed, so its
	// figures are not findings.
	Flagged bool
	// Standing is, at each level, the figure's margin to the band's edges
	// and its phase's disturbance there (results.Standing).
	Standing map[Level]results.Standing
}

// Finding reports whether the figure at level is a finding: its phase's
// checks held, and its phase's disturbance is below its margin.
func (r *LiveRecording) Finding(level Level) bool {
	st, ok := r.Standing[level]
	return !r.Flagged && ok && st.Finding()
}

// Flag is what prose adds after a bare figure at level that is not a
// finding: " (flagged)".
func (r *LiveRecording) Flag(level Level) string {
	if r.Finding(level) {
		return ""
	}
	return " (flagged)"
}

// Mark is what prose adds after a figure's error when the figure at level
// is not a finding: ", flagged".
func (r *LiveRecording) Mark(level Level) string {
	if r.Finding(level) {
		return ""
	}
	return ", flagged"
}

// Unsteady are the levels of the recording whose figures its phase's
// disturbance could move across an edge of the band, in a phase whose
// checks held.
func (r *LiveRecording) Unsteady() []Level {
	var out []Level
	for _, level := range results.LiveLevels {
		if st, ok := r.Standing[level]; ok && !r.Flagged && !st.Finding() {
			out = append(out, level)
		}
	}
	return out
}

// At returns the live figure at level ("p99") for prose, to four
// significant digits: a wall-clock figure is not exact to the nanosecond.
func (r *LiveRecording) At(level Level) Latency { return r.Live[level].Sig4() }

// ModelAt returns the model's figure at level for prose, as At does.
func (r *LiveRecording) ModelAt(level Level) Latency { return r.Model[level].Sig4() }

// Error returns the relative error at level with its sign and unit: "+0.36 %".
func (r *LiveRecording) Error(level Level) string {
	e := string(r.ErrorPct[level])
	if e == "" || e[0] != '-' {
		e = "+" + e
	}
	return e + " %"
}
