// EXPECT: barrier-divergence
// Shared-memory bitonic sort of 512 keys where the barrier was put inside the
// compare-exchange branch: only the threads with ixj > tid synchronise.
#define N 512
__global__ void bitonic512(unsigned *keys) {
  __shared__ unsigned s[N];
  unsigned tid = threadIdx.x;
  s[tid] = keys[blockIdx.x * N + tid];
  __syncthreads();
  for (unsigned k = 2; k <= N; k <<= 1) {
    for (unsigned j = k >> 1; j > 0; j >>= 1) {
      unsigned ixj = tid ^ j;
      if (ixj > tid) {
        unsigned a = s[tid], b = s[ixj];
        bool up = (tid & k) == 0;
        if ((a > b) == up) {
          s[tid] = b;
          s[ixj] = a;
        }
        __syncthreads();
      }
    }
  }
  keys[blockIdx.x * N + tid] = s[tid];
}
