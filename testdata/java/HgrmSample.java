// HgrmSample writes the .hgrm sample that hgrm_test.go compares with: the
// percentile distribution of a recording, as Java HdrHistogram itself prints
// it. It reads "value count" lines (whole microseconds) on standard input.
//
// Regenerate (Debian's libhdrhistogram-java, 2.1.11):
//
//	go test ./cmd/report -run TestHgrmMatchesJava -write-java-input
//	java -cp /usr/share/java/hdrhistogram.jar testdata/java/HgrmSample.java 200100 \
//	    < testdata/java/open.values > testdata/java/open.hgrm
import java.io.BufferedReader;
import java.io.InputStreamReader;
import org.HdrHistogram.Histogram;

public class HgrmSample {
    public static void main(String[] args) throws Exception {
        Histogram h = new Histogram(1, Long.parseLong(args[0]), 5);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        for (String line; (line = in.readLine()) != null; ) {
            String[] f = line.trim().split(" ");
            h.recordValueWithCount(Long.parseLong(f[0]), Long.parseLong(f[1]));
        }
        h.outputPercentileDistribution(System.out, 5, 1.0);
    }
}
