// EXPECT: clean
// PTXLINT-ARGS: --block-dim=160
// Warp-specialised kernel whose four consumer warps sync on named barrier 2
// with count blockDim.x - NUM_PRODUCER_WARPS * 32 = 128: the consumers only.
#define NUM_PRODUCER_WARPS 1
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
  unsigned n = blockDim.x - NUM_PRODUCER_WARPS * 32;
  asm volatile("bar.sync 2, %0;" ::"r"(n) : "memory");
  out[blockIdx.x * 128 + c] = acc[c] + acc[c ^ 32];
}
