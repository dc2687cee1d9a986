package coarse

// load is the share of the server's capacity the plan keeps busy, as the
// slow moments show it, or 0 where none can. A pause longer than a cycle
// holds one request of every closed user: the one in flight when it
// began, or the next. The user that sent x into the pause is answered
// after every request sent before it: x·λ more of them, at the server's
// pace μ, so its latency is the pause's, less x·(1 − λ/μ). Spread over a
// cycle, the held latencies lie evenly below the longest, over (1 − ρ)
// of a cycle, ρ = λ/μ: their mean is half that below the longest. Only
// an interval that held each user about once (0.8 to 1.5 requests a
// user, and at least 8) shows it; the median of those is taken. shown
// says whether one did.
func load(res *Result, ivs []interval) (rho float64, shown bool) {
	if res.Arrivals != Closed || res.CycleNs <= 0 {
		return 0, false
	}
	var rhos []float64
	for i := range ivs {
		iv := &ivs[i]
		var held, sum float64
		for _, a := range iv.lat {
			if a.Ns > res.SlowNs {
				held += float64(a.N)
				sum += float64(a.N) * float64(a.Ns)
			}
		}
		if held < 8 || held < 0.8*iv.Users || held > 1.5*iv.Users {
			continue
		}
		spread := 2 * (float64(iv.tailNs) - sum/held)
		rhos = append(rhos, min(0.95, max(0, 1-spread/float64(res.CycleNs))))
	}
	return median(rhos), len(rhos) > 0
}
