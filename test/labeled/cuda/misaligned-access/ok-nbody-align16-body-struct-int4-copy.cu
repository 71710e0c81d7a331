// EXPECT: clean
// N-body state copy between double buffers: Body is __align__(16) and 32
// bytes, so an array of them keeps every element (and its second half) at a
// 16-byte boundary, and the two int4 moves per body are aligned.
struct __align__(16) Body {
  float x, y, z;
  int id;
  float vx, vy, vz;
  float mass;
};
__global__ void swap_bodies(const Body *__restrict__ cur, Body *__restrict__ next,
                            const int *__restrict__ perm, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int4 *src = reinterpret_cast<const int4 *>(&cur[perm[i]]);
  int4 *dst = reinterpret_cast<int4 *>(next + i);
  int4 lo = src[0], hi = src[1];
  dst[0] = lo;
  dst[1] = hi;
}
