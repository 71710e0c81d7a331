// EXPECT: clean
// Two independent 16-point butterflies per warp: the low half-warp transforms
// the real parts, the high half-warp the imaginary parts. Each half runs its
// own branch with a shuffle of width 16 whose mask names exactly its own 16
// lanes, and both halves are active, each in its own branch.
__global__ void halfwarp_butterflies(const float *__restrict__ re, const float *__restrict__ im,
                                     float *__restrict__ out) {
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  int k = lane & 15;
  float v;
  if (lane < 16) {
    v = re[gid >> 1];
    for (int s = 8; s > 0; s >>= 1) {
      float o = __shfl_xor_sync(0x0000ffffu, v, s, 16);
      v = (k & s) ? o - v : v + o;
    }
  } else {
    v = im[gid >> 1];
    for (int s = 8; s > 0; s >>= 1) {
      float o = __shfl_xor_sync(0xffff0000u, v, s, 16);
      v = (k & s) ? o - v : v + o;
    }
  }
  out[gid] = v;
}
