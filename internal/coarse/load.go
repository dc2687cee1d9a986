package coarse

// The server's load, as far as the log shows it: the estimate re-times a
// slow moment's requests at the server's pace, and a busier server
// answers its backlog later.
const (
	// MinLoadShows is how many intervals must show the load for the log
	// to show it: one interval's spread of held latencies is one draw.
	MinLoadShows = 3
	// UnshownBusiest is the busiest server the estimate answers for
	// where no slow moment shows the load, as a share of the time it was
	// not paused: its figure holds, to a quarter, for any load from idle
	// to this; a busier server's tail is longer, and one busy all the
	// time it was not paused queues without bound.
	UnshownBusiest = 0.8
)

// LoadRange is the loads an open loop at the plan's pace might have put
// on the server, as far as the log shows them: Low to High, the estimate
// taking At.
type LoadRange struct{ Low, At, High float64 }

// loadRange is the loads the estimate holds over: from the least to the
// most of those the slow moments show, taking their median; where none
// is shown, from idle to UnshownBusiest of the time the server was not
// paused (share is the run's share it was), taking the middle.
func loadRange(shown []float64, share float64) LoadRange {
	if len(shown) == 0 {
		high := UnshownBusiest * max(0, 1-share)
		return LoadRange{0, high / 2, high}
	}
	m := median(shown) // sorts
	return LoadRange{shown[0], m, shown[len(shown)-1]}
}

// load is the share of the server's capacity the plan keeps busy, as the
// slow moments show it. A pause longer than a cycle holds one request of
// every closed user: the one in flight when it began, or the next. The
// user that sent x into the pause is answered after every request sent
// before it: x·λ more of them, at the server's pace μ, so its latency is
// the pause's, less x·(1 − λ/μ). Spread over a cycle, the held latencies
// lie evenly below the longest, over (1 − ρ) of a cycle, ρ = λ/μ: their
// mean is half that below the longest. Only an interval that held each
// user about once (0.8 to 1.5 requests a user, and at least 8) and whose
// held latencies spread over less than a cycle (wider, they were held
// more than once) shows it; the log shows the load where MinLoadShows
// or more do. nil where fewer do.
func load(res *Result, ivs []interval) (shown []float64) {
	if res.Arrivals != Closed || res.CycleNs <= 0 {
		return nil
	}
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
		if rho := 1 - 2*(float64(iv.tailNs)-sum/held)/float64(res.CycleNs); rho > 0 {
			shown = append(shown, min(0.95, rho))
		}
	}
	if len(shown) < MinLoadShows {
		return nil
	}
	return shown
}
