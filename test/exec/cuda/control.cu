// End-to-end: recursion through the .param ABI, a local array indexed at
// run time (local memory), a switch (jump table or branches), function
// pointers, and divergent loops. Expected values: control.py.
typedef int (*op_t)(int, int);
__device__ __noinline__ int add_op(int a, int b) { return a + b; }
__device__ __noinline__ int xor_op(int a, int b) { return a ^ b; }
__device__ __noinline__ int mul_op(int a, int b) { return a * b; }
__device__ op_t ops[3] = {add_op, xor_op, mul_op};

__device__ __noinline__ int ackermann_small(int m, int n) {
  if (m == 0)
    return n + 1;
  if (n == 0)
    return ackermann_small(m - 1, 1);
  return ackermann_small(m - 1, ackermann_small(m, n - 1));
}

extern "C" __global__ void control(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int v = in[i];
  int local[16];
  for (int k = 0; k < 16; ++k)
    local[k] = v * k + (k ^ i);
  int acc = local[(v & 15)] + local[(i * 7) & 15];
  // Data-dependent trip count: lanes diverge and reconverge.
  int steps = 0;
  unsigned x = (unsigned)v;
  while (x != 1 && steps < 200) {
    x = (x & 1) ? 3 * x + 1 : x >> 1;
    ++steps;
  }
  switch (v % 5) {
  case 0: acc += 11; break;
  case 1: acc -= 7; break;
  case 2: acc ^= 0x55; break;
  case 3: acc *= 3; break;
  default: acc = -acc; break;
  }
  out[4 * i + 0] = acc;
  out[4 * i + 1] = steps;
  out[4 * i + 2] = ackermann_small(2, i & 3);
  out[4 * i + 3] = ops[i % 3](v, i);
}
