// EXPECT: clean
// PTXLINT-ARGS: --block-dim=512
// Shared-memory bitonic sort of 1024 keys by 512 threads that skips the
// sorting network when the tile is already sorted: each thread checks its
// two neighbour pairs and `__syncthreads_or(unsorted)` tells the whole
// block whether any pair is out of order. Its result is the same in every
// thread, so the `if` around the network (whose exchanges sit under the
// thread-dependent `ixj > i` test, with the barriers outside it) is taken
// or skipped by the whole block.
#define N 1024
__global__ void bitonic_sort(int *keys) {
  __shared__ int s[N];
  int t = threadIdx.x;
  s[t] = keys[blockIdx.x * N + t];
  s[t + N / 2] = keys[blockIdx.x * N + t + N / 2];
  __syncthreads();
  int unsorted = s[t] > s[t + 1] || (t + N / 2 < N - 1 && s[t + N / 2] > s[t + N / 2 + 1]);
  if (__syncthreads_or(unsorted)) {
    for (int k = 2; k <= N; k <<= 1) {
      for (int j = k >> 1; j > 0; j >>= 1) {
        for (int i = t; i < N; i += N / 2) {
          int ixj = i ^ j;
          if (ixj > i) {
            bool up = (i & k) == 0;
            int a = s[i], b = s[ixj];
            if ((a > b) == up) {
              s[i] = b;
              s[ixj] = a;
            }
          }
        }
        __syncthreads();
      }
    }
    keys[blockIdx.x * N + t] = s[t];
    keys[blockIdx.x * N + t + N / 2] = s[t + N / 2];
  }
}
