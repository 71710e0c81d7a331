// EXPECT: clean
// MoE top-2 routing: the router writes 9 logits per token (8 routed experts
// and the shared expert's gate) into rows padded to 10 floats. The top-2
// kernel reads the 8 routed logits as four float2 pairs at token * 10 + 2j,
// always 8-byte aligned.
__global__ void top2_route(const float *logits, int2 *experts, float2 *weights, int ntok) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= ntok)
    return;
  const float2 *row = reinterpret_cast<const float2 *>(logits + (size_t)t * 10);
  float b0 = -INFINITY, b1 = -INFINITY;
  int e0 = 0, e1 = 0;
#pragma unroll
  for (int j = 0; j < 4; ++j) {
    float2 p = row[j];
    float v[2] = {p.x, p.y};
    for (int h = 0; h < 2; ++h) {
      int e = 2 * j + h;
      if (v[h] > b0) { b1 = b0; e1 = e0; b0 = v[h]; e0 = e; }
      else if (v[h] > b1) { b1 = v[h]; e1 = e; }
    }
  }
  float z = __expf(b1 - b0);
  experts[t] = make_int2(e0, e1);
  weights[t] = make_float2(1.f / (1.f + z), z / (1.f + z));
}
