package audit

import "fmt"

// usersWords says how a thread workload's users arrived and what each
// did, as the tool's users set them up, and what model that is, and
// whether the arrivals were given rather than told from the log.
func (r *Result) usersWords() string {
	line := r.arrivalWords()
	switch {
	case r.Users.Schedule != nil:
		line += "; " + r.Users.Schedule.words()
	case r.Users.Given:
		line += " (the arrivals as -audit-arrivals gave them)"
	}
	return line
}

// arrivalWords says how the users came and what each did.
func (r *Result) arrivalWords() string {
	u, tp := r.Users, r.Threads
	if u.Arrivals == ArrivalsOpen && u.Dropped > 0 {
		return fmt.Sprintf("%s arrived %s, each running %s (a median): an open model, but the tool dropped %d more users (iterations) it had no free VU for, arrivals never sent, and its figures leave out whatever those would have met", plural(u.Count, "user"), arrivalWords(u), plural(u.SessionRequests, "request"), u.Dropped)
	}
	if u.Arrivals == ArrivalsOpen {
		return fmt.Sprintf("%s arrived %s, each running %s (a median): an open model, so its figures hide nothing between users: a user's next request waits for its reply, as a person's does", plural(u.Count, "user"), arrivalWords(u), plural(u.SessionRequests, "request"))
	}
	if u.Looping && r.SaturationTest() {
		return fmt.Sprintf("%s looping with no think time: a saturation test, whose latencies measure the queue its own threads made", plural(tp.Threads, "thread"))
	}
	if u.Looping {
		return fmt.Sprintf("%s looping, each thinking before its next send after a reply: a closed model, with no schedule of its own to keep", plural(tp.Threads, "thread"))
	}
	line := fmt.Sprintf("%s held, a new one started as each ended (%d of the %d starts after the first end came within %v of another user's end), each running a session of about %s: a closed model", plural(tp.Threads, "user"), u.Followed, u.After, ns(u.WindowNs), plural(u.SessionRequests, "request"))
	if tp.Extra > 0 && u.SessionRequests > 0 {
		line += fmt.Sprintf(", which sent about %d fewer sessions than its pace would have", max(1, (tp.Extra+u.SessionRequests/2)/u.SessionRequests))
	}
	if r.SaturationTest() {
		line += ", with no think time: a saturation test, whose latencies measure the queue its own users made"
	}
	return line
}

// arrivalWords says when open users arrived: at what rate over what
// time, or all at once.
func arrivalWords(u Users) string {
	span := u.LastNs - u.FirstNs
	if u.Count < 2 || span <= 0 {
		return "at once"
	}
	kept := ""
	switch {
	case u.Even && u.LagNs == 0:
		kept = " on an even schedule, which its injector kept exactly"
	case u.Even:
		kept = fmt.Sprintf(" on an even schedule, which its injector kept to within %v", roundDur(u.LagNs))
	}
	return fmt.Sprintf("at %s a second over %v%s", Sig3(float64(u.Count-1)/(float64(span)/1e9)), roundDur(span), kept)
}

// SaturationTest reports whether a closed model's threads or users
// sent at once after each reply, with no think time: its latencies are
// those of the queue its own threads made, and say nothing hidden.
func (r *Result) SaturationTest() bool {
	return r.Threads != nil && r.Users.Arrivals == ArrivalsClosed && r.Threads.ThinkNs <= 2*r.clockNs()
}
