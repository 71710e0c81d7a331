// EXPECT: clean
// An alignas(16) struct of four ints loaded as one int4 through a cast.
struct alignas(16) Quad {
  int a, b, c, d;
};
__global__ void sum_quads(const Quad *q, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int4 v = *reinterpret_cast<const int4 *>(&q[i]);
  out[i] = v.x + v.y + v.z + v.w;
}
