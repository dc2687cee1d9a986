package main

import (
	"bufio"
	"bytes"
	"coordinated-omission/internal/testenv"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/results"
	"coordinated-omission/internal/verdict"
)

// TestServeAcrossNamespaces runs -serve -listen as a user with two
// machines would, on one: two network namespaces joined by a veth pair,
// which it creates and removes. The report serves in one, on 10.231.7.1,
// and a client in the other sends to it; every address is inside the two
// namespaces. The judged run's L is the kernel's round trip, read from
// TCP_INFO on the served connections, and a path other than "/" gets 404.
// Root only: skipped with the reason elsewhere, and required in CI
// (REQUIRE_NETNS).
func TestServeAcrossNamespaces(t *testing.T) {
	testenv.WallClock(t, "a 5 s live run")
	if testing.Short() {
		t.Skip("a 5 s live run")
	}
	skip := func(reason string) {
		if os.Getenv("REQUIRE_NETNS") != "" {
			t.Fatalf("%s, and REQUIRE_NETNS is set", reason)
		}
		t.Skip(reason)
	}
	if os.Geteuid() != 0 {
		skip("not root: creating network namespaces needs it")
	}
	if _, err := exec.LookPath("ip"); err != nil {
		skip("no ip (iproute2)")
	}
	id := os.Getpid() % 100000
	server, client := fmt.Sprintf("co-srv-%d", id), fmt.Sprintf("co-cli-%d", id)
	ip := func(args ...string) error {
		if out, err := exec.Command("ip", args...).CombinedOutput(); err != nil {
			return fmt.Errorf("ip %s: %v: %s", strings.Join(args, " "), err, bytes.TrimSpace(out))
		}
		return nil
	}
	if err := ip("netns", "add", server); err != nil {
		skip(fmt.Sprintf("cannot create a network namespace: %v", err))
	}
	t.Cleanup(func() { _ = ip("netns", "del", server) })
	if err := ip("netns", "add", client); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ip("netns", "del", client) }) // takes the veth pair with it
	for _, args := range [][]string{
		{"link", "add", "cos" + fmt.Sprint(id), "netns", server, "type", "veth", "peer", "name", "coc" + fmt.Sprint(id), "netns", client},
		{"-n", server, "addr", "add", "10.231.7.1/30", "dev", "cos" + fmt.Sprint(id)},
		{"-n", client, "addr", "add", "10.231.7.2/30", "dev", "coc" + fmt.Sprint(id)},
		{"-n", server, "link", "set", "cos" + fmt.Sprint(id), "up"},
		{"-n", client, "link", "set", "coc" + fmt.Sprint(id), "up"},
		{"-n", server, "link", "set", "lo", "up"},
	} {
		if err := ip(args...); err != nil {
			t.Fatal(err)
		}
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	figures := filepath.Join(dir, "latencies.txt")
	args := []string{"-results", dir, "-live-duration", "2s", "-serve", "-listen", "10.231.7.1:8080",
		"-judge-format", "latencies", "-judge-unit", "ns", "-judge-output", figures}
	serve := inNamespace(server, self, "CO_ROLE=report", "CO_ARGS="+strings.Join(args, "\x1f"))
	var serveErr bytes.Buffer
	serve.Stderr = &serveErr
	stdout, err := serve.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := serve.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = syscall.Kill(-serve.Process.Pid, syscall.SIGKILL) })
	lines := bufio.NewScanner(stdout)
	if !lines.Scan() || !strings.HasPrefix(lines.Text(), "serving http://10.231.7.1:8080/: ") {
		t.Fatalf("the report's first line %q, stderr %s", lines.Text(), serveErr.String())
	}
	var printed strings.Builder
	read := make(chan struct{})
	go func() {
		defer close(read)
		for lines.Scan() {
			printed.WriteString(lines.Text() + "\n")
		}
	}()
	cli := inNamespace(client, self, "CO_ROLE=client", "CO_URL=http://10.231.7.1:8080/", "CO_OUT="+figures)
	if out, err := cli.CombinedOutput(); err != nil {
		t.Fatalf("the client: %v: %s", err, out)
	}
	select {
	case <-read: // its output ends when it does
	case <-time.After(30 * time.Second):
		t.Fatal("the report did not end within 30 s")
	}
	if err := serve.Wait(); err != nil {
		t.Fatalf("the report: %v: %s", err, serveErr.String())
	}
	f, err := rawfile.ReadFile(filepath.Join(dir, "judge-serve.txt"))
	if err != nil {
		t.Fatal(err)
	}
	js, err := verdict.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	j := js.Runs[0]
	t.Logf("L = %v from %s; %d requests on %d connections; %s", time.Duration(j.RTTNs), j.RTTFrom, j.View.Requests, j.View.Connections, verdict.Decide(&j, js.Scenario).Words)
	if j.RTTFrom != results.RTTKernel || j.RTTNs <= 0 || j.RTTNs > int64(10*time.Millisecond) {
		t.Errorf("L = %d ns from %q: want the kernel's, a positive round trip", j.RTTNs, j.RTTFrom)
	}
	if j.View.Connections != 10 || j.View.Requests < 100 || j.ReadError != "" || j.Format != "latencies" || len(j.Models) == 0 {
		t.Errorf("judged %d requests on %d connections, figures %q (%s), %d models", j.View.Requests, j.View.Connections, j.Format, j.ReadError, len(j.Models))
	}
	if !strings.Contains(printed.String(), "from TCP_INFO") {
		t.Errorf("the judgement does not say where L came from:\n%s", printed.String())
	}
}

// inNamespace is the command self with env, in the network namespace ns,
// in a process group of its own.
func inNamespace(ns, self string, env ...string) *exec.Cmd {
	cmd := exec.Command("ip", "netns", "exec", ns, self, "-test.run=^$")
	cmd.Env = append(os.Environ(), env...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	return cmd
}
