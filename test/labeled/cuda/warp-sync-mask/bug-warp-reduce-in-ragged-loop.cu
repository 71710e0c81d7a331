// EXPECT: warp-sync-mask
// Warp-per-row dot product. The full-mask warp reduction was put inside the
// lane-strided column loop (line marked BUG): when cols is not a multiple of
// 32, the lanes past the last column have left the loop in its final
// iteration, yet the mask still names them.
__global__ void row_dot(const float *__restrict__ a, const float *__restrict__ b,
                        float *__restrict__ out, int rows, int cols) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  int lane = threadIdx.x & 31;
  if (warp >= rows)
    return;
  const float *ra = a + (size_t)warp * cols;
  float acc = 0.f;
  for (int c = lane; c < cols; c += 32) {
    float p = ra[c] * b[c];
    for (int o = 16; o > 0; o >>= 1)
      p += __shfl_xor_sync(0xffffffffu, p, o); // BUG: some lanes are gone in the last trip
    acc += p;
  }
  if (lane == 0)
    out[warp] = acc;
}
