// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=160
// Warp-specialised kernel whose consumers sync among themselves on named
// barrier 2 with count blockDim.x - NUM_PRODUCER_THREADS. The constant says 1
// (one elected producer thread) but the producer role is the whole warp 0, so
// the count is 159: not a multiple of the warp size, which bar.sync requires.
#define NUM_PRODUCER_THREADS 1
__global__ void __launch_bounds__(160) ws_consumers(const float *in, float *out, int k) {
  __shared__ float acc[128];
  int warp = threadIdx.x / 32;
  if (warp == 0)
    return;
  int c = threadIdx.x - 32;
  float a = 0.f;
  for (int j = 0; j < k; ++j)
    a += in[(blockIdx.x * k + j) * 128 + c];
  acc[c] = a;
  unsigned n = blockDim.x - NUM_PRODUCER_THREADS;
  asm volatile("bar.sync 2, %0;" ::"r"(n) : "memory");
  out[blockIdx.x * 128 + c] = acc[c] + acc[c ^ 32];
}
