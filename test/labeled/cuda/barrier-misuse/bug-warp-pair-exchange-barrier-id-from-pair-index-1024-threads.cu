// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=1024
// FFT across warp pairs: each pair of warps exchanges its half-spectrum
// through shared memory and syncs on its own named barrier, id 1 + warp / 2,
// count 64. Written for 512-thread blocks (ids 1..8); launched with 1024
// threads the last pair uses id 16, and a CTA only has barriers 0 to 15.
__global__ void pair_exchange(float2 *data) {
  __shared__ float2 xch[1024];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  float2 v = data[(size_t)blockIdx.x * 1024 + threadIdx.x];
  xch[threadIdx.x] = v;
  asm volatile("bar.sync %0, 64;" ::"r"(1 + warp / 2) : "memory");
  float2 o = xch[(warp ^ 1) * 32 + lane];
  float2 r = (warp & 1) ? make_float2(o.x - v.x, o.y - v.y) : make_float2(v.x + o.x, v.y + o.y);
  data[(size_t)blockIdx.x * 1024 + threadIdx.x] = r;
}
