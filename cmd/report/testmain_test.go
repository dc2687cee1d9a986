package main

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"coordinated-omission/internal/testenv"
)

// TestMain holds the tests' machine-wide lock shared while this package's
// tests keep the processors busy, so that no wall-clock test runs beside
// them (see internal/testenv). Started with CO_ROLE set, the test binary
// is instead one side of the namespace test (netns_linux_test.go): the
// report with CO_ARGS's arguments, or a client.
func TestMain(m *testing.M) {
	switch os.Getenv("CO_ROLE") {
	case "report":
		if err := run(strings.Split(os.Getenv("CO_ARGS"), "\x1f"), os.Getenv, os.Stdout, os.Stderr); err != nil {
			fmt.Fprintln(os.Stderr, "report:", err)
			os.Exit(1)
		}
		os.Exit(0)
	case "client":
		os.Exit(netnsClient(os.Getenv("CO_URL"), os.Getenv("CO_OUT")))
	case "pacer":
		os.Exit(pacer(os.Args[len(os.Args)-1], os.Getenv("CO_PER_SEC"), os.Getenv("CO_FOR")))
	}
	code := testenv.RunBusy(m)
	removeCache()
	os.Exit(code)
}
