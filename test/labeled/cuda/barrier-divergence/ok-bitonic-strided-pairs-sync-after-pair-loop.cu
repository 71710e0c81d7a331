// EXPECT: clean
// Bitonic sort of a power-of-two array of up to 4096 keys in shared memory
// with any block size: in each (k, j) stage the threads walk the n/2
// compare-exchange pairs in a block-strided loop (a thread-dependent trip
// count), and the barrier comes after that loop, where every thread arrives
// once per stage. The stage loops themselves depend only on n.
__global__ void bitonic_sort_any_block(float *__restrict__ data, int n) {
  __shared__ float s[4096];
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    s[i] = data[(size_t)blockIdx.x * n + i];
  __syncthreads();
  for (int k = 2; k <= n; k <<= 1) {
    for (int j = k >> 1; j > 0; j >>= 1) {
      for (int p = threadIdx.x; p < n / 2; p += blockDim.x) {
        int lo = 2 * j * (p / j) + p % j;
        int hi = lo + j;
        bool up = (lo & k) == 0;
        float a = s[lo], b = s[hi];
        if ((a > b) == up) {
          s[lo] = b;
          s[hi] = a;
        }
      }
      __syncthreads();
    }
  }
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    data[(size_t)blockIdx.x * n + i] = s[i];
}
