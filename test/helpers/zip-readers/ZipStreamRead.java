import java.io.BufferedInputStream;
import java.io.FileInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * Reads a zip front to back with java.util.zip.ZipInputStream, the streaming reader Android file
 * managers build on, and prints one line per entry: name, modification time (Unix seconds) and data,
 * each base64. Any entry it refuses ends the program with the reader's own message.
 */
public class ZipStreamRead {
  public static void main(String[] args) throws Exception {
    Base64.Encoder b64 = Base64.getEncoder();
    try (ZipInputStream zip =
        new ZipInputStream(new BufferedInputStream(new FileInputStream(args[0])), StandardCharsets.UTF_8)) {
      ZipEntry entry;
      while ((entry = zip.getNextEntry()) != null) {
        byte[] data = zip.readAllBytes();
        long time = entry.getLastModifiedTime().toMillis() / 1000;
        System.out.println(
            b64.encodeToString(entry.getName().getBytes(StandardCharsets.UTF_8))
                + " " + time + " " + b64.encodeToString(data));
      }
    }
  }
}
