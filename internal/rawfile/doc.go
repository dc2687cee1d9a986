// Package rawfile reads and writes a raw file, results/raw.txt: the single
// source of every rendered figure. It is Go benchmark format, so benchstat
// reads its configuration and Benchmark lines and ignores the rest:
//
//	key: value                        configuration: machine, clock, scenario, and
//	                                  what the file holds (recordings, percentiles, sweeps)
//	BenchmarkSim/client=closed N x ns/op y p99-us
//	                                  one line per timed rep and client
//	# comment
//	run I SUBJECT k=v …               the checked figures of run I (0 is the warmup)
//	dist RECORDING first-ns=… step-ns=… count=… times=…
//	                                  the last run's exact distributions
//	sweep NAME k=v …                  one checked point of a sweep
//	asm TEXT                          the client loops' machine code
//	RESULT key value unit             one reported figure
//	N checks passed over M runs
//
// The kinds of line come in that order. Write lays a File out in that order
// with fixed comments and blank lines, and Parse accepts exactly what Write
// can produce, so Write(Parse(text)) is text for every text Parse accepts.
// Parse refuses anything else with a *SyntaxError naming the file and line.
package rawfile
