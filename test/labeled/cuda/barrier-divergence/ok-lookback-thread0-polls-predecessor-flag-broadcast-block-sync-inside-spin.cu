// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// A chained scan waits for its predecessor tile: thread 0 alone polls the
// volatile status word and publishes what it saw through shared memory; the
// whole block reads that copy after the barrier, so every thread leaves the
// spin loop on the same trip.
__global__ void __launch_bounds__(256) chained_scan(const int *__restrict__ in, int *__restrict__ out,
                                                   volatile int *flags, volatile int *carry) {
  __shared__ int part[256];
  __shared__ int seen;
  int t = threadIdx.x, b = blockIdx.x;
  int v = in[b * 256 + t];
  part[t] = v;
  __syncthreads();
  for (int off = 1; off < 256; off <<= 1) {
    int a = t >= off ? part[t - off] : 0;
    __syncthreads();
    part[t] += a;
    __syncthreads();
  }
  int prefix = 0;
  if (b > 0) {
    int f;
    do {
      if (t == 0)
        seen = flags[b - 1];
      __syncthreads();
      f = seen;
      __syncthreads();
    } while (f == 0);
    prefix = carry[b - 1];
  }
  out[b * 256 + t] = part[t] + prefix;
  if (t == 255) {
    carry[b] = prefix + part[255];
    __threadfence();
    flags[b] = 1;
  }
}
