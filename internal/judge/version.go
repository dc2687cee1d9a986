package judge

import (
	"cmp"
	"context"
	"debug/buildinfo"
	"regexp"
	"strings"
	"time"

	"coordinated-omission/internal/live"
)

// version learns the version of the tool at path, as e says: "" if it
// cannot. "dpkg" asks dpkg of the package named as the tool, and
// "dpkg:PACKAGE" of PACKAGE (locust is python3-locust's).
func version(ctx context.Context, path string, e Entry) string {
	if rest, ok := strings.CutPrefix(e.Version, "dpkg"); ok && (rest == "" || rest[0] == ':') {
		pkg := cmp.Or(strings.TrimPrefix(rest, ":"), e.Args[0])
		return firstMatch(ctx, []string{"dpkg-query", "-W", "-f=${Version}", pkg}, `\S+`, e.Args[0]+" ")
	}
	if e.Version == "buildinfo" {
		info, err := buildinfo.ReadFile(path)
		if err != nil {
			return ""
		}
		return info.Main.Path + "@" + info.Main.Version
	}
	return firstMatch(ctx, []string{path, e.Version}, e.VersionPattern, "")
}

// firstMatch runs args, bounded to 5 s, and returns prefix and the first
// match of pattern in its output.
func firstMatch(ctx context.Context, args []string, pattern, prefix string) string {
	var out strings.Builder
	if _, err := live.RunGroup(ctx, args, 5*time.Second, &out); err != nil {
		return ""
	}
	re := regexp.MustCompile(`(?m)` + pattern)
	if m := re.FindString(out.String()); m != "" {
		return prefix + m
	}
	return ""
}
