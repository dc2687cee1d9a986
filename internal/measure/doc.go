// Package measure runs the simulation for the report and lays out what it
// measured as a raw file: the scenario's timed runs, each checked against
// the closed form, the sweeps, the RESULT figures, and the comparison that
// -verify makes between a raw file and its re-simulation.
//
// Every figure of a raw file is computed here, once; rendering only reads
// and formats them.
package measure
