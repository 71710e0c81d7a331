// EXPECT: warp-sync-mask
// Warp-level bitonic sort of up to 32 keys per row: lanes past the row's
// length skip the sort (and go on to record which slots hold keys), but the
// compare-and-swap network still shuffles with the full mask, naming the
// lanes that skipped it.
__global__ void sort_rows(const int *len, float *x, unsigned char *valid) {
  int lane = threadIdx.x & 31;
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int n = len[row];
  if (lane < n) {
    float v = x[row * 32 + lane];
    for (int k = 2; k <= 32; k <<= 1)
      for (int j = k >> 1; j > 0; j >>= 1) {
        float o = __shfl_xor_sync(0xffffffffu, v, j);
        bool up = ((lane & k) == 0) == ((lane & j) == 0);
        v = up ? fminf(v, o) : fmaxf(v, o);
      }
    x[row * 32 + lane] = v;
  }
  valid[row * 32 + lane] = lane < n;
}
