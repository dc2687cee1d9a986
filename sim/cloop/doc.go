// Package cloop is a C build (gcc -O2, through cgo) of the seed's client loops
// for the default scenario. It exists only so that its benchmarks can run the
// C loops beside sim's Go loops in one go test -bench, on the same machine:
//
//	go test -run '^$' -bench Loop ./sim/...
//
// Without cgo the package is empty.
package cloop
