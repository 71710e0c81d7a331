// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=128
// Warp specialisation with a switch: warps 0 and 1 each synchronise the
// block in their own case, but warps 2 and 3 fall into the default and never
// reach a barrier, so the CTA barrier is missing half its threads.
__global__ void roles(const float *in, float *out) {
  __shared__ float a[64], b[64];
  switch (threadIdx.x / 32) {
  case 0:
    a[threadIdx.x] = in[blockIdx.x * 64 + threadIdx.x];
    __syncthreads();
    out[blockIdx.x * 64 + threadIdx.x] = a[31 - threadIdx.x] + b[threadIdx.x];
    break;
  case 1:
    b[threadIdx.x - 32] = in[blockIdx.x * 64 + threadIdx.x] * 2.f;
    __syncthreads();
    out[blockIdx.x * 64 + threadIdx.x] = b[63 - threadIdx.x] + a[threadIdx.x - 32];
    break;
  default:
    break;
  }
}
