// Package judge runs someone's load generator against the stalling
// server and judges it: what the server saw of how it sent, what it
// reported, parsed by internal/tools, and the model's figures for every
// generator design with the service time, round trip and connections of
// that run. The verdict itself is results.Judged.Decide's, from the
// figures alone.
package judge
