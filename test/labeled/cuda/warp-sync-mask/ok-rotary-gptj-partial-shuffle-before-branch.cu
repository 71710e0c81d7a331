// EXPECT: clean
// GPT-J style (interleaved) rotary position embedding with partial rotation:
// one warp per (token, head), head_dim 32, lane d holds element d; only the
// first rot_dim elements are rotated. The partner element is fetched by the
// whole warp before the `lane < rot_dim` branch (the warp-level return above
// is uniform: one warp per row), and only the arithmetic is conditional.
__global__ void rotary_gptj(float *__restrict__ qk, const float *__restrict__ cos_tab,
                            const float *__restrict__ sin_tab,
                            const int *__restrict__ positions, int n_heads,
                            int n_tokens, int rot_dim) {
  const int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const int lane = threadIdx.x & 31;
  if (warp >= n_tokens * n_heads)
    return;
  const int token = warp / n_heads;
  const int pos = positions[token];
  float *x = qk + (size_t)warp * 32;
  float v = x[lane];
  const float partner = __shfl_xor_sync(0xffffffffu, v, 1);
  if (lane < rot_dim) {
    const int k = lane >> 1;
    const float c = cos_tab[pos * (rot_dim >> 1) + k];
    const float s = sin_tab[pos * (rot_dim >> 1) + k];
    v = (lane & 1) ? v * c + partner * s : v * c - partner * s;
  }
  x[lane] = v;
}
