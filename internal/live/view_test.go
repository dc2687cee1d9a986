package live

import (
	"io"
	"math"
	"net/http"
	"slices"
	"testing"
	"time"
)

// TestViewOf on hand-made service records: the count, the peak in flight
// (a request finishing as another arrives is not in flight with it), the
// arrivals in each stall that began by the last arrival, and the rate.
func TestViewOf(t *testing.T) {
	s := Schedule{Service: 10, Stall: 100, Period: 1000, FirstStall: 150}
	served := []Served{
		{Arrived: 0, Finished: 50},
		{Arrived: 100, Finished: 300},
		{Arrived: 200, Finished: 400}, // in the first stall, [150, 250)
		{Arrived: 300, Finished: 310}, // as the second finishes
	}
	v := ViewOf(served, s, 100, 2)
	want := View{Requests: 4, Connections: 2, StallArrivals: []int{1}, PeakInFlight: 2, FirstArrival: 0, LastArrival: 300, RatePct: 100}
	if v.Requests != want.Requests || v.Connections != want.Connections || !slices.Equal(v.StallArrivals, want.StallArrivals) ||
		v.PeakInFlight != want.PeakInFlight || v.FirstArrival != 0 || v.LastArrival != 300 || v.RatePct != 100 {
		t.Errorf("ViewOf = %+v, want %+v", v, want)
	}
	// at the stall's edges: its start is in it, its end is not; and a
	// stall that begins after the last arrival is not counted
	edges := []Served{{Arrived: 149, Finished: 150}, {Arrived: 150, Finished: 151}, {Arrived: 249, Finished: 250}, {Arrived: 250, Finished: 251}, {Arrived: 1149, Finished: 1150}}
	if v := ViewOf(edges, s, 100, 1); !slices.Equal(v.StallArrivals, []int{2}) || v.PeakInFlight != 1 {
		t.Errorf("at the edges: stall arrivals %v, peak %d; want [2], 1", v.StallArrivals, v.PeakInFlight)
	}
	if v := ViewOf(append(edges, Served{Arrived: 1150, Finished: 1200}), s, 100, 1); !slices.Equal(v.StallArrivals, []int{2, 1}) {
		t.Errorf("a second stall begun at the last arrival: %v, want [2 1]", v.StallArrivals)
	}
	// half the plan's rate: 3 requests over 5 slots of 100
	if v := ViewOf([]Served{{Arrived: 0}, {Arrived: 200}, {Arrived: 400}}, Schedule{Period: 1000}, 100, 1); v.RatePct != 60 || v.StallArrivals != nil {
		t.Errorf("no stalls, 3 requests over 500: %+v", v)
	}
	if v := ViewOf(nil, s, 100, 0); v.Requests != 0 || v.PeakInFlight != 0 || v.RatePct != 0 {
		t.Errorf("nothing served: %+v", v)
	}
	if v := ViewOf(served, Schedule{Stall: 100}, 100, 1); v.StallArrivals != nil {
		t.Errorf("a stall with no period must not loop: %+v", v)
	}
}

// TestCatchUpRate: stalls of 100 every 1,000 from 150, a plan of one
// every 10. After the first stall, [250, 350) holds 15 arrivals: 150 %.
// The second stall ends at 1,250, and the last arrival at 1,290 cuts its
// stretch to [1,250, 1,300), which holds 5: 20 arrivals over 150, 133 %.
// A run whose last arrival comes before a stall ends has none: 0.
func TestCatchUpRate(t *testing.T) {
	s := Schedule{Service: 1, Stall: 100, Period: 1000, FirstStall: 150}
	var served []Served
	for k := range 15 { // 250, 256, … 334: fifteen in [250, 350)
		served = append(served, Served{Arrived: time.Duration(250 + 6*k)})
	}
	served = append(served, Served{Arrived: 350}, Served{Arrived: 900}) // outside any stretch
	for k := range 5 {
		served = append(served, Served{Arrived: time.Duration(1250 + 10*k)})
	}
	if got := catchUpRatePct(sortedArrivals(served), s, 10); math.Abs(got-100*20*10/150.0) > 1e-9 {
		t.Errorf("catch-up rate %v, want %v", got, 100*20*10/150.0)
	}
	if v := ViewOf(served, s, 10, 1); math.Abs(v.CatchUpRatePct-100*20*10/150.0) > 1e-9 {
		t.Errorf("ViewOf's catch-up rate %v", v.CatchUpRatePct)
	}
	if got := catchUpRatePct([]time.Duration{0, 100, 200}, s, 10); got != 0 {
		t.Errorf("no stall ended: %v, want 0", got)
	}
	// a stall ending at the last arrival leaves a stretch of one interval
	if got := catchUpRatePct([]time.Duration{0, 250}, s, 10); got != 100 {
		t.Errorf("one arrival as the stall ends: %v, want 100", got)
	}
}

func sortedArrivals(served []Served) []time.Duration {
	out := make([]time.Duration, len(served))
	for i, r := range served {
		out[i] = r.Arrived
	}
	slices.Sort(out)
	return out
}

// TestBeginAtFirstArrival: an armed server answers nothing as a warm-up;
// its phase begins with the first scheduled request, which arrives at
// instant 0 however long after the arming it came, and it counts the
// connections that carried scheduled requests.
func TestBeginAtFirstArrival(t *testing.T) {
	srv, err := StartServer(Schedule{Service: 10 * time.Microsecond, Period: time.Second}, 10, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	srv.BeginAtFirstArrival()
	time.Sleep(20 * time.Millisecond)
	client := &http.Client{Transport: &http.Transport{}}
	defer client.CloseIdleConnections()
	for range 3 {
		resp, err := client.Get(srv.URL)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
	}
	served := srv.Served()
	if len(served) != 3 || served[0].Arrived < 0 || served[0].Arrived > 5*time.Millisecond || served[1].Arrived <= served[0].Arrived {
		t.Errorf("served %+v: want 3, the first at instant 0 though it came 20 ms after the arming", served)
	}
	if n := srv.Connections(); n != 1 {
		t.Errorf("%d connections carried scheduled requests, want 1 kept alive", n)
	}
}
