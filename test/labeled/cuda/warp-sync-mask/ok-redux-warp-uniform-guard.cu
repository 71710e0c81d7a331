// EXPECT: clean
// ARCHS: sm_80 sm_90
// A warp per item: whole warps past the item count skip the work, so the
// full-mask __reduce_add_sync inside is executed by complete warps only.
__global__ void per_warp_items(const unsigned *in, unsigned *out, int items) {
  unsigned warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  unsigned lane = threadIdx.x % 32;
  if (warp < items) {
    unsigned v = in[warp * 32 + lane];
    unsigned s = __reduce_add_sync(0xffffffffu, v);
    unsigned mx = __reduce_max_sync(0xffffffffu, v);
    if (lane == 0) {
      out[2 * warp] = s;
      out[2 * warp + 1] = mx;
    }
  }
}
