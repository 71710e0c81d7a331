// EXPECT: clean
// Multi-head attention score kernel that traps when the launch's head layout
// disagrees with d_model (a host bug that cannot be proven impossible here).
// The trap is conditional: the code after it runs whenever the check passes.
__global__ void qk_scores(const float *__restrict__ q, const float *__restrict__ k,
                          float *__restrict__ s, int heads, int head_dim, int d_model, int seq) {
  if (heads * head_dim != d_model) __trap();
  int h = blockIdx.y, i = blockIdx.x, j = threadIdx.x;
  if (j >= seq) return;
  const float *qi = q + (size_t)i * d_model + h * head_dim;
  const float *kj = k + (size_t)j * d_model + h * head_dim;
  float acc = 0.f;
  for (int d = 0; d < head_dim; ++d) acc += qi[d] * kj[d];
  s[((size_t)h * seq + i) * seq + j] = acc * rsqrtf((float)head_dim);
}
