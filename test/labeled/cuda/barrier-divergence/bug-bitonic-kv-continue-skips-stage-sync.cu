// EXPECT: barrier-divergence
// Key/value bitonic sort of 1024 pairs in shared memory, one thread per
// element. In each (k, j) stage only the thread with the lower index of a
// pair does the compare-exchange; the author "skips" the other half with a
// continue, which also skips the stage's barrier at the bottom of the loop
// body: the upper halves run ahead into the next stage.
#define N 1024
__global__ void __launch_bounds__(N)
bitonic_sort_kv(unsigned *__restrict__ keys, unsigned *__restrict__ vals) {
  __shared__ unsigned sk[N], sv[N];
  unsigned tid = threadIdx.x;
  size_t base = (size_t)blockIdx.x * N;
  sk[tid] = keys[base + tid];
  sv[tid] = vals[base + tid];
  __syncthreads();
  for (unsigned k = 2; k <= N; k <<= 1) {
    for (unsigned j = k >> 1; j > 0; j >>= 1) {
      unsigned ixj = tid ^ j;
      if (ixj <= tid)
        continue;
      bool up = (tid & k) == 0;
      unsigned a = sk[tid], b = sk[ixj];
      if ((a > b) == up) {
        sk[tid] = b;
        sk[ixj] = a;
        unsigned v = sv[tid];
        sv[tid] = sv[ixj];
        sv[ixj] = v;
      }
      __syncthreads(); // BUG: the threads that took the continue never get here
    }
  }
  keys[base + tid] = sk[tid];
  vals[base + tid] = sv[tid];
}
