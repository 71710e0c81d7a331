// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// BUG: a chained scan waits for its predecessor tile with every thread
// polling the volatile status word and a __syncthreads() in the spin body (so
// the block "waits together"). The flag is written by another CTA while the
// threads poll: some threads see it set one trip before others, leave the
// loop, and the rest execute one more __syncthreads() than they do.
__global__ void __launch_bounds__(256) chained_scan(const int *__restrict__ in, int *__restrict__ out,
                                                   volatile int *flags, volatile int *carry) {
  __shared__ int part[256];
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
      __syncthreads();
      f = flags[b - 1];
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
