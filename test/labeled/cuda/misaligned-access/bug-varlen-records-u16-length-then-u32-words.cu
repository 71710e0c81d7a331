// EXPECT: misaligned-access
// Variable-length log records in one buffer, each starting on a 4-byte
// boundary (the index stores record offsets in 32-bit words): a u16 payload
// length, then the payload as 32-bit words. The checksum pass reads the
// payload words right after the 2-byte length: every record's payload is at
// 4*k + 2, misaligned for 32-bit loads in every thread.
#include <cstdint>

__global__ void checksum_records(const uint8_t *log, const uint32_t *word_off, int nrec,
                                 uint32_t *sums) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nrec)
    return;
  const uint8_t *rec = log + 4 * (size_t)word_off[i];
  unsigned len = *reinterpret_cast<const uint16_t *>(rec);
  const uint32_t *payload = reinterpret_cast<const uint32_t *>(rec + 2);
  uint32_t s = 0;
  for (unsigned w = 0; w < len / 4; ++w)
    s = (s << 5 | s >> 27) ^ payload[w]; // BUG: payload is 2 modulo 4
  sums[i] = s;
}
