package sim

import "math/rand/v2"

// RunOpen is the open loop of a random run at full speed, for the
// benchmarks and long runs: runRandomOpen's walk, each draw from its own
// PCG stream as the model draws it, appending each request's completion
// − due to latencyNs. It returns the samples and their loop.
//
// The draws are taken drawBatch at a time, each stream's in its order,
// so that the walk itself calls nothing: a Go call keeps no register
// across it, and the walk's state would go to memory and back twice a
// request.
//
//go:noinline
func (rs Random) RunOpen(latencyNs []int64) ([]int64, Loop) {
	srv := rs.server()
	gaps := rand.NewPCG(rs.Seed, arrivalStream)
	service := rand.NewPCG(rs.Seed, serviceStream)
	T := int64(rs.Duration)
	var serviceNs, gapNs [drawBatch]int64
	var dueNs, endNs, stalls int64
	nextStallNs := srv.firstStallNs
	for dueNs < T {
		rs.drawServices(service, &serviceNs)
		rs.drawGaps(gaps, &gapNs)
		for k := 0; k < drawBatch && dueNs < T; k++ {
			startNs := max(dueNs, endNs)
			doneNs := startNs + serviceNs[k]
			for nextStallNs < doneNs {
				if stallEndNs := nextStallNs + srv.stallNs; nextStallNs <= startNs {
					doneNs = max(doneNs, stallEndNs+serviceNs[k])
				} else {
					doneNs += srv.stallNs
				}
				stalls++
				nextStallNs += srv.periodNs
			}
			endNs = doneNs
			latencyNs = append(latencyNs, doneNs-dueNs)
			dueNs += gapNs[k]
		}
	}
	return latencyNs, Loop{Stalls: stalls, EndNs: endNs}
}

// drawBatch is how many draws of each stream RunOpen takes at a time.
const drawBatch = 256

// drawServices fills ns with the service stream's next draws.
func (rs Random) drawServices(src *rand.PCG, ns *[drawBatch]int64) {
	meanNs := int64(rs.Service)
	if rs.ServiceDist.Kind != Exp {
		for k := range ns {
			ns[k] = rs.ServiceDist.draw(src, meanNs)
		}
		return
	}
	for k := range ns { // draw's commonest case, inline
		ns[k] = expNs(float64(meanNs), src.Uint64())
	}
}

// drawGaps fills ns with the arrival stream's next gaps.
func (rs Random) drawGaps(src *rand.PCG, ns *[drawBatch]int64) {
	if rs.Arrivals != Poisson {
		for k := range ns {
			ns[k] = int64(rs.Interval)
		}
		return
	}
	for k := range ns {
		ns[k] = expNs(float64(rs.Interval), src.Uint64())
	}
}
