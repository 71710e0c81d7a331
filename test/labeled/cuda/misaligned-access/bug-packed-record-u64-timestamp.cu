// EXPECT: misaligned-access
// Reads the timestamps of a packed record stream: each record is a 4-byte
// tag followed by an 8-byte timestamp (12 bytes, packed on the host), and the
// kernel loads the timestamp as one unsigned long long at record * 12 + 4
// (BUG): for every even record that address is 4 bytes past an 8-byte
// boundary.
__global__ void timestamps(const unsigned char *rec, unsigned long long *ts, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    ts[i] = __ldg(reinterpret_cast<const unsigned long long *>(rec + (size_t)i * 12 + 4));
}
