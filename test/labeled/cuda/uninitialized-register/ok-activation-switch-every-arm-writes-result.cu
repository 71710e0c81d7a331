// EXPECT: clean
// Fused bias + activation whose activation is chosen per column group from a
// table. `y` is declared without a value, but every arm of the switch,
// default included, assigns it before the store.
__global__ void bias_act(const float *__restrict__ x, const float *__restrict__ bias,
                         const unsigned char *__restrict__ act_of_group, float *__restrict__ out,
                         int cols) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int c = i % cols;
  float v = x[i] + bias[c];
  float y;
  switch (act_of_group[c >> 6]) {
  case 0: y = v; break;
  case 1: y = fmaxf(v, 0.f); break;
  case 2: y = v / (1.f + __expf(-v)); break;
  case 3: y = 0.5f * v * (1.f + tanhf(0.7978845608f * (v + 0.044715f * v * v * v))); break;
  case 4: y = v > 0.f ? v : 0.01f * v; break;
  default: y = __int_as_float(0x7fc00000); break;
  }
  out[i] = y;
}
