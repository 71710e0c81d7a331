// EXPECT: clean
// OK: the cooperative-groups L2 normalisation of 16-float rows with the quad's
// cg::reduce run for every row (the grid-stride bound is the same for the
// four threads of a row) and the all-zero rows handled after it, by selecting
// a zero scale when the row's sum of squares is zero.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void l2_normalise_rows16(const float4 *__restrict__ x, float4 *__restrict__ y, int rows) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<4> quad = cg::tiled_partition<4>(block);
  int qid = (blockIdx.x * blockDim.x + threadIdx.x) / 4;
  int nq = gridDim.x * blockDim.x / 4;
  for (int row = qid; row < rows; row += nq) {
    float4 v = x[(size_t)row * 4 + quad.thread_rank()];
    float ss = v.x * v.x + v.y * v.y + v.z * v.z + v.w * v.w;
    ss = cg::reduce(quad, ss, cg::plus<float>());
    float inv = ss > 0.f ? rsqrtf(ss) : 0.f;
    y[(size_t)row * 4 + quad.thread_rank()] = make_float4(v.x * inv, v.y * inv, v.z * inv, v.w * inv);
  }
}
