// EXPECT: barrier-divergence
// Warp-specialised kernel: warp 0 loads, the other warps compute and then
// synchronise. The branch is warp-uniform, but a CTA-wide barrier that whole
// warps skip still hangs the block (or is undefined behaviour).
__global__ void specialised(const float *in, float *out) {
  __shared__ float buf[256];
  unsigned warp = threadIdx.x / 32;
  if (warp == 0) {
    for (int i = threadIdx.x; i < 256; i += 32)
      buf[i] = in[blockIdx.x * 256 + i];
  } else {
    __syncthreads();
    out[blockIdx.x * blockDim.x + threadIdx.x] = buf[threadIdx.x % 256] * 2.f;
  }
}
