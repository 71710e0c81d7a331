// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// One pass of an LSD radix sort's upsweep: each block builds a 256-bin
// histogram of 8-bit digits of its keys with shared atomics (keys past n are
// skipped inside the grid-stride loop, not around the barriers), then turns
// it into an exclusive prefix sum with a Hillis-Steele scan whose barriers
// every thread executes, and writes its bin offsets.
__global__ void digit_hist_scan(const unsigned *__restrict__ keys, unsigned *__restrict__ offs,
                                int n, int shift) {
  __shared__ unsigned hist[256];
  __shared__ unsigned scan[2][256];
  const int t = threadIdx.x;
  hist[t] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + t; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&hist[(keys[i] >> shift) & 0xff], 1u);
  __syncthreads();
  int in = 0;
  scan[0][t] = t > 0 ? hist[t - 1] : 0;
  __syncthreads();
  for (int d = 1; d < 256; d <<= 1) {
    unsigned v = scan[in][t];
    if (t >= d) v += scan[in][t - d];
    scan[in ^ 1][t] = v;
    in ^= 1;
    __syncthreads();
  }
  offs[blockIdx.x * 256 + t] = scan[in][t];
}
